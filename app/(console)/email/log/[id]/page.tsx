import type { Metadata } from "next";

import { EmailMessage } from "@/components/email/message/email-message";
import { PageHeader } from "@/components/layout/page-header";
import { CopyButton } from "@/components/ui/copy-button";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Email" };

export default async function EmailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission("email:read");
  const { id } = await params;
  const shown = id.slice(0, 200);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Email"
        description={
          <>
            Message id <span className="font-mono">{shown}</span>
          </>
        }
        actions={<CopyButton value={shown} label="Copy id" />}
      />
      <EmailMessage id={shown} />
    </div>
  );
}

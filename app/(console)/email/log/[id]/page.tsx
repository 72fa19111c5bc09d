import type { Metadata } from "next";

import { GET as readEmailBody } from "@/app/api/email/messages/[id]/body/route";
import { GET as readEmail } from "@/app/api/email/messages/[id]/route";
import { EmailMessage } from "@/components/email/message/email-message";
import { PageHeader } from "@/components/layout/page-header";
import { CopyButton } from "@/components/ui/copy-button";
import { emailBodyRead, emailRead } from "@/lib/queries/email-messages";
import { requirePermission } from "@/server/auth/page-guard";
import { Prefetched, type RoutePrefetch } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Email" };

export default async function EmailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission("email:read");
  const { id } = await params;
  const shown = id.slice(0, 200);
  const prefetches: RoutePrefetch[] = [
    { ...emailRead(shown), handler: readEmail, params: { id: shown } },
    { ...emailBodyRead(shown), handler: readEmailBody, params: { id: shown } },
  ];
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
      <Prefetched prefetches={prefetches}>
        <EmailMessage id={shown} />
      </Prefetched>
    </div>
  );
}

import type { Metadata } from "next";

import { SendEmail } from "@/components/email/send/send-email";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/server/auth/page-guard";
import { readDraft } from "@/server/drafts/store";

export const metadata: Metadata = { title: "Send email" };

export default async function SendEmailPage() {
  const user = await requirePermission("email:send");
  // Read with the page, so the form opens on the draft without another round trip.
  const { draft } = await readDraft(user.id, "email");
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Send email"
        description="One email through the SMTP service, with open and click tracking."
      />
      <SendEmail initialDraft={draft} />
    </div>
  );
}

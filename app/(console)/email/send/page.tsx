import type { Metadata } from "next";

import { SendEmailForm } from "@/components/email/send/send-email-form";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Send email" };

export default async function SendEmailPage() {
  await requirePermission("email:send");
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Send email"
        description="One email through the SMTP service, with open and click tracking."
      />
      <SendEmailForm />
    </div>
  );
}

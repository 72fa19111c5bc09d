import type { Metadata } from "next";
import { Suspense } from "react";

import { EmailLogPage } from "@/components/email/log/email-log-page";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Email log" };

export default async function EmailLogRoute() {
  await requirePermission("email:read");
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Email log"
        description="Every email sent, with the receiving server's answer, opens and clicks."
      />
      <Suspense>
        <EmailLogPage />
      </Suspense>
    </div>
  );
}

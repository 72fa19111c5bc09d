import type { Metadata } from "next";
import { Suspense } from "react";

import { ConsolePage } from "@/app/(console)/console-page";
import { EmailLogPage } from "@/components/email/log/email-log-page";

export const metadata: Metadata = { title: "Email log" };

export default function EmailLogRoute() {
  return (
    <ConsolePage
      permission="email:read"
      title="Email log"
      description="Every email sent, with the receiving server's answer, opens and clicks."
    >
      <Suspense>
        <EmailLogPage />
      </Suspense>
    </ConsolePage>
  );
}

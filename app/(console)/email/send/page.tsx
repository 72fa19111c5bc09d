import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { SendEmail } from "@/components/email/send/send-email";
import { readDraft } from "@/server/drafts/store";

export const metadata: Metadata = { title: "Send email" };

export default function SendEmailPage() {
  return (
    <ConsolePage
      permission="email:send"
      title="Send email"
      description="One email through the SMTP service, with open and click tracking."
    >
      {async (user) => {
        // Read with the page, so the form opens on the draft without another round trip.
        const { draft } = await readDraft(user.id, "email");
        return <SendEmail initialDraft={draft} />;
      }}
    </ConsolePage>
  );
}

import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { SendersView } from "@/components/email/senders/senders-view";

export const metadata: Metadata = { title: "Sender addresses" };

export default function SenderAddressesPage() {
  return (
    <ConsolePage
      permission="email:read"
      title="Sender addresses"
      description="The addresses emails are sent from, and the IP addresses they leave from."
    >
      <SendersView />
    </ConsolePage>
  );
}

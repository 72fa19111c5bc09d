import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Viber senders" };

export default function ViberSendersPage() {
  return (
    <NotAvailableYet
      title="Viber senders"
      description="Sender names your Viber campaigns can be sent from."
    />
  );
}

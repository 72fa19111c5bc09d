import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Sender addresses" };

export default function EmailSendersPage() {
  return (
    <NotAvailableYet
      title="Sender addresses"
      description="Addresses your email can be sent from, and the sending IPs."
    />
  );
}

import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Unsubscribes" };

export default function UnsubscribesPage() {
  return (
    <NotAvailableYet
      title="Unsubscribes"
      description="Addresses that asked not to receive email, and resubscribing them."
    />
  );
}

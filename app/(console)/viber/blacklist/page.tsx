import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Blacklist" };

export default function BlacklistPage() {
  return (
    <NotAvailableYet
      title="Blacklist"
      description="Phone numbers that never receive Viber messages."
    />
  );
}

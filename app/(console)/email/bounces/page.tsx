import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Bounces" };

export default function BouncesPage() {
  return (
    <NotAvailableYet
      title="Bounces"
      description="Emails that could not be delivered in the last 24 hours."
    />
  );
}

import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Email" };

export default function EmailPage() {
  return (
    <NotAvailableYet
      title="Email"
      description="One email with its delivery and tracking details."
    />
  );
}

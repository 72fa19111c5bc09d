import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Email log" };

export default function EmailLogPage() {
  return (
    <NotAvailableYet
      title="Email log"
      description="Every email sent, with its delivery status, opens and clicks."
    />
  );
}

import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Send email" };

export default function SendEmailPage() {
  return (
    <NotAvailableYet
      title="Send email"
      description="Send an email through the SMTP service, with tracking."
    />
  );
}

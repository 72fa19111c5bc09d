import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Sender domains" };

export default function EmailDomainsPage() {
  return (
    <NotAvailableYet
      title="Sender domains"
      description="Domains you send from, with their DKIM, SPF and DMARC checks."
    />
  );
}

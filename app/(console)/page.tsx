import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: { absolute: "Overview · Messaging Console" } };

export default function OverviewPage() {
  return (
    <NotAvailableYet
      title="Overview"
      description="Campaign activity, email delivery and anything that needs attention, at a glance."
      backLink={false}
    />
  );
}

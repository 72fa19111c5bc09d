import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Campaigns" };

export default function CampaignsPage() {
  return (
    <NotAvailableYet
      title="Campaigns"
      description="Viber campaigns: their status, schedule and results."
    />
  );
}

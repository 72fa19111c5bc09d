import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "New campaign" };

export default function NewCampaignPage() {
  return (
    <NotAvailableYet
      title="New campaign"
      description="Compose a Viber campaign, choose its recipients and schedule it."
    />
  );
}

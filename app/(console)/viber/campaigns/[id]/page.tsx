import type { Metadata } from "next";

import { NotAvailableYet } from "@/components/layout/not-available-yet";

export const metadata: Metadata = { title: "Campaign" };

export default function CampaignPage() {
  return (
    <NotAvailableYet
      title="Campaign"
      description="Statistics and recipients of one Viber campaign."
    />
  );
}

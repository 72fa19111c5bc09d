import type { Metadata } from "next";
import { Suspense } from "react";

import { CampaignList } from "@/components/viber/campaigns/campaign-list";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Campaigns" };

export default async function CampaignsPage() {
  await requirePermission("campaigns:read");
  return (
    <Suspense>
      <CampaignList />
    </Suspense>
  );
}

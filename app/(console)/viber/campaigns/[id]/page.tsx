import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";

import { CampaignView } from "@/components/viber/campaign-view";
import { idParams } from "@/lib/schemas/queries";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Campaign" };

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission("campaigns:read");
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  return (
    <Suspense>
      <CampaignView id={parsed.data.id} />
    </Suspense>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { HeldView } from "@/components/viber/held/held-view";
import { heldBatchParams } from "@/lib/held-campaigns/schema";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Campaign kept in the console" };

export default async function HeldCampaignPage({ params }: { params: Promise<{ batch: string }> }) {
  await requirePermission("campaigns:read");
  const parsed = heldBatchParams.safeParse(await params);
  if (!parsed.success) notFound();
  return <HeldView batch={parsed.data.batch} />;
}

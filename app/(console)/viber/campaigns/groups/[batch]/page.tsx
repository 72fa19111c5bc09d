import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/app/(console)/console-page";
import { SendGroupsCampaign } from "@/components/viber/groups/send-groups-campaign";
import { batchParams } from "@/lib/schemas/viber/send-groups";

export const metadata: Metadata = { title: "Campaign" };

/** A campaign sent in groups (each recipient's own time, or quiet hours moved), as one campaign. */
export default async function SendGroupsPage({ params }: { params: Promise<{ batch: string }> }) {
  const parsed = batchParams.safeParse(await params);
  if (!parsed.success) notFound();
  return (
    <ConsolePage
      permission="campaigns:read"
      title="Campaign"
      description="Sent as several campaigns, each at its own time."
    >
      <SendGroupsCampaign batch={parsed.data.batch} />
    </ConsolePage>
  );
}

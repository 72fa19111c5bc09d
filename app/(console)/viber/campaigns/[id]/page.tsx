import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { GET as readRecipients } from "@/app/api/viber/campaigns/[id]/recipients/route";
import { GET as readCampaign } from "@/app/api/viber/campaigns/[id]/route";
import { CampaignView } from "@/components/viber/campaign/campaign-view";
import { campaignRecordRead, recipientsRead } from "@/lib/queries/viber/campaigns";
import { idParams } from "@/lib/schemas/queries";
import { recipientFiltersFrom } from "@/lib/viber/recipient-orders";
import { requirePermission } from "@/server/auth/page-guard";
import { Prefetched, type RoutePrefetch } from "@/server/http/prefetch";
import { firstValue, type PageSearch } from "@/server/http/search-params";

export const metadata: Metadata = { title: "Campaign" };

export default async function CampaignPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearch>;
}) {
  await requirePermission("campaigns:read");
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  const search = await searchParams;
  const filters = recipientFiltersFrom({
    status: firstValue(search.status),
    q: firstValue(search.q),
    sort: firstValue(search.sort),
  });
  // the first rows and the record (its title and message: the page's largest paint).
  // The rows first: on a cold visit their upstream call is the long one (seconds for
  // 100,000 recipients) and the budget lets one call go every ~110 ms, so it takes the
  // first turn and the record's quick call the next
  const prefetches: RoutePrefetch[] = [
    {
      ...recipientsRead(id, filters, 0),
      handler: readRecipients,
      params: { id: String(id) },
      firstPage: true,
    },
    { ...campaignRecordRead(id), handler: readCampaign, params: { id: String(id) } },
  ];
  return (
    <Prefetched prefetches={prefetches}>
      <CampaignView id={id} />
    </Prefetched>
  );
}

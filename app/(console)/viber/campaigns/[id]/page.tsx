import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { GET as readRecipients } from "@/app/api/viber/campaigns/[id]/recipients/route";
import { GET as readCampaign } from "@/app/api/viber/campaigns/[id]/route";
import { CampaignView } from "@/components/viber/campaign-view";
import { campaignKeys, RECIPIENT_PAGE_SIZE } from "@/lib/queries/campaigns";
import { idParams } from "@/lib/schemas/queries";
import type { CampaignDetail } from "@/lib/schemas/resources";
import { recipientFiltersFrom } from "@/lib/viber/recipient-orders";
import { requirePermission } from "@/server/auth/page-guard";
import { Prefetched, type RoutePrefetch } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Campaign" };

type Search = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function CampaignPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  await requirePermission("campaigns:read");
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  const search = await searchParams;
  const filters = recipientFiltersFrom({
    status: first(search.status),
    q: first(search.q),
    sort: first(search.sort),
  });
  const recipientsQuery = new URLSearchParams({
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    limit: String(RECIPIENT_PAGE_SIZE),
    offset: "0",
  });
  // the first rows and the record (its title and message: the page's largest paint).
  // The rows first: on a cold visit their upstream call is the long one (seconds for
  // 100,000 recipients) and the budget lets one call go every ~110 ms, so it takes the
  // first turn and the record's quick call the next
  const prefetches: RoutePrefetch[] = [
    {
      queryKey: campaignKeys.recipients(id, filters),
      handler: readRecipients,
      path: `/api/viber/campaigns/${id}/recipients?${recipientsQuery}`,
      params: { id: String(id) },
      firstPage: true,
    },
    {
      queryKey: campaignKeys.record(id),
      handler: readCampaign,
      path: `/api/viber/campaigns/${id}?summary=false`,
      params: { id: String(id) },
      select: (reply) => (reply as CampaignDetail).campaign,
    },
  ];
  return (
    <Prefetched prefetches={prefetches}>
      <CampaignView id={id} />
    </Prefetched>
  );
}

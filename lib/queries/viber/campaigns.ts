import type { ViberCampaignCreate } from "@messaging-console/contract/viber/campaign";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";

import { apiRead, fetchRead, readQuery, withQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";
import type { CampaignDetail, CampaignStatistics, RecipientPage } from "@/lib/schemas/resources";
import type { EngagementGroup } from "@/lib/schemas/viber/engagement";
import { campaignPhase, type CampaignPhase } from "@/lib/viber/campaign-phase";
import type { RecipientFilters } from "@/lib/viber/recipient-orders";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (page: { limit: number; offset: number }) => ["campaigns", "list", page] as const,
  record: (id: number) => ["campaigns", "detail", id, "record"] as const,
  detail: (id: number) => ["campaigns", "detail", id, "summary"] as const,
  recipients: (id: number, f: RecipientFilters) =>
    ["campaigns", "detail", id, "recipients", f] as const,
};

export const LIVE_REFRESH_MS = 5_000;
/** a sent campaign whose message still lives */
export const SETTLING_REFRESH_MS = 15_000;
/** The server reads the recipients again only when the campaign moved, at most this often. */
export const SNAPSHOT_REFRESH_MS = 10_000;

export { campaignListQuery, useCampaignList } from "./campaign-list";

/** none before there is data, nor after an error */
const refreshByPhase =
  <D>(
    campaignOf: (data: D) => CampaignStatistics,
    timeZone: string,
    every: Record<CampaignPhase["kind"], number | false>,
  ) =>
  (q: { state: { data: D | undefined; status: string } }) =>
    q.state.data === undefined || q.state.status === "error"
      ? false
      : every[campaignPhase(campaignOf(q.state.data), Date.now(), timeZone).kind];

/** no recipients read: a cheap call */
export const campaignRecordRead = (id: number) =>
  apiRead(
    campaignKeys.record(id),
    `/api/viber/campaigns/${encodeURIComponent(id)}?summary=false`,
    (reply: CampaignDetail) => reply.campaign,
  );

/** Refreshes itself until the message's live time is over (then the figures are final). */
export const campaignRecordQuery = (id: number, timeZone: string) =>
  queryOptions({
    ...readQuery(campaignRecordRead(id)),
    refetchInterval: refreshByPhase((c: CampaignStatistics) => c, timeZone, {
      live: LIVE_REFRESH_MS,
      settling: SETTLING_REFRESH_MS,
      final: false,
    }),
  });

export const useCampaignRecord = (id: number, timeZone: string) =>
  useQuery(campaignRecordQuery(id, timeZone));

/** Counters, charts and recipients read together on the server, so they agree. */
const campaignDetailRead = (id: number) =>
  apiRead<CampaignDetail>(
    campaignKeys.detail(id),
    `/api/viber/campaigns/${encodeURIComponent(id)}`,
  );

export const campaignDetailQuery = (id: number, timeZone: string) =>
  queryOptions({
    ...readQuery(campaignDetailRead(id)),
    refetchInterval: refreshByPhase((d: CampaignDetail) => d.campaign, timeZone, {
      live: SNAPSHOT_REFRESH_MS,
      settling: SNAPSHOT_REFRESH_MS,
      final: false,
    }),
  });

export const useCampaignDetail = (id: number, timeZone: string) =>
  useQuery(campaignDetailQuery(id, timeZone));

/** a few screens of the virtual table, small enough to arrive fast */
export const RECIPIENT_PAGE_SIZE = 250;

/** `offset` is the infinite query's page param; 0 when prefetched. */
export const recipientsRead = (id: number, f: RecipientFilters, offset: number) =>
  apiRead<RecipientPage>(
    campaignKeys.recipients(id, f),
    withQuery(`/api/viber/campaigns/${encodeURIComponent(id)}/recipients`, {
      ...f,
      limit: RECIPIENT_PAGE_SIZE,
      offset,
    }),
  );

export const recipientsQuery = (id: number, f: RecipientFilters) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.recipients(id, f),
    queryFn: ({ signal, pageParam }) => fetchRead(recipientsRead(id, f, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => {
      const next = offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });

export const useRecipients = (id: number, f: RecipientFilters) =>
  useInfiniteQuery(recipientsQuery(id, f));

export const recipientsKey = (id: number) => ["campaigns", "detail", id, "recipients"] as const;

export function recipientsCsvUrl(id: number, f: RecipientFilters): string {
  const qs = new URLSearchParams({ format: "csv", sort: f.sort });
  if (f.status) qs.set("status", f.status);
  if (f.q) qs.set("q", f.q);
  return `/api/viber/campaigns/${encodeURIComponent(id)}/recipients?${qs}`;
}

/** When a group is larger than a campaign, the latest engaged are kept. */
export const ENGAGEMENT_ORDER = "-last_update";

/** Here, not in ./engagement.ts, which brings the composer's zod schemas. */
/** The same over every sent group of a console campaign. */
export function batchEngagementCsvUrl(batch: string, group: EngagementGroup): string {
  const qs = new URLSearchParams({ format: "csv", group, sort: ENGAGEMENT_ORDER });
  return `/api/viber/campaigns/groups/${encodeURIComponent(batch)}/recipients?${qs}`;
}

export function engagementCsvUrl(id: number, group: EngagementGroup): string {
  const qs = new URLSearchParams({ format: "csv", group, sort: ENGAGEMENT_ORDER });
  return `/api/viber/campaigns/${encodeURIComponent(id)}/recipients?${qs}`;
}

export const useCreateCampaign = () =>
  useKeyedWrite<ViberCampaignCreate, { id: number; name: string }>(
    "POST /api/viber/campaigns",
    "all",
    "success",
  );

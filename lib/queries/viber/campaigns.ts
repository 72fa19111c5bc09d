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
import type { ViberCampaignCreate } from "@/lib/schemas/viber/campaign";
import { campaignPhase, type CampaignPhase } from "@/lib/viber/campaign-phase";
import type { EngagementGroup } from "@/lib/viber/engagement";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (page: { limit: number; offset: number }) => ["campaigns", "list", page] as const,
  record: (id: number) => ["campaigns", "detail", id, "record"] as const,
  detail: (id: number) => ["campaigns", "detail", id, "summary"] as const,
  recipients: (id: number, f: RecipientFilters) =>
    ["campaigns", "detail", id, "recipients", f] as const,
};

/** How often a campaign that is sending (or about to) is read again. */
export const LIVE_REFRESH_MS = 5_000;
/** …and a sent one whose message still lives (deliveries and reads still arrive). */
export const SETTLING_REFRESH_MS = 15_000;
/**
 * How often the page's snapshot (counters, charts and recipients read together)
 * is asked for again while the campaign can change; the server reads the
 * recipients again only when the campaign moved, at most this often.
 */
export const SNAPSHOT_REFRESH_MS = 10_000;

export { campaignListQuery, useCampaignList } from "./campaign-list";

/**
 * A query's refetch interval from its campaign's phase now (`every`): none
 * before there is data, nor after an error.
 */
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

/** One campaign's record and counters (no recipients read: a cheap call). */
export const campaignRecordRead = (id: number) =>
  apiRead(
    campaignKeys.record(id),
    `/api/viber/campaigns/${encodeURIComponent(id)}?summary=false`,
    (reply: CampaignDetail) => reply.campaign,
  );

/**
 * One campaign's record and counters, read by itself (campaignRecordRead). It
 * refreshes itself while the campaign can change: before and while sending, and
 * after it turned `sent` until the message's live time is over (then the
 * figures are final and it stops).
 */
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

/**
 * The page's snapshot: the campaign with its recipients summarised (status
 * breakdown, cost, delivery timeline), all read together on the server, so the
 * counters, charts and table agree. Asked for again while the campaign can change.
 */
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

export interface RecipientFilters {
  status?: string;
  /** digits of a phone number */
  q?: string;
  sort: string;
}

/** Rows per request: a few screens of the virtual table, small enough to arrive fast. */
export const RECIPIENT_PAGE_SIZE = 250;

/** One page of recipients, from `offset` (the infinite query's page param; 0 when prefetched). */
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

/** The loaded pages are read again when the page's snapshot changes (see the campaign view). */
export const useRecipients = (id: number, f: RecipientFilters) =>
  useInfiniteQuery(recipientsQuery(id, f));

/** Every loaded view of a campaign's recipients (to read them again from a newer snapshot). */
export const recipientsKey = (id: number) => ["campaigns", "detail", id, "recipients"] as const;

/** The CSV export of the recipients matching the filters (all of them, not one page). */
export function recipientsCsvUrl(id: number, f: RecipientFilters): string {
  const qs = new URLSearchParams({ format: "csv", sort: f.sort });
  if (f.status) qs.set("status", f.status);
  if (f.q) qs.set("q", f.q);
  return `/api/viber/campaigns/${encodeURIComponent(id)}/recipients?${qs}`;
}

/** Most recent activity first: when a group is larger than a campaign, the latest engaged are kept. */
export const ENGAGEMENT_ORDER = "-last_update";

/**
 * The CSV of one engagement group (every matching recipient, the table's
 * columns). Here, not in ./engagement.ts: the campaign page loads this module,
 * and that one brings the composer's zod schemas with it.
 */
export function engagementCsvUrl(id: number, group: EngagementGroup): string {
  const qs = new URLSearchParams({ format: "csv", group, sort: ENGAGEMENT_ORDER });
  return `/api/viber/campaigns/${encodeURIComponent(id)}/recipients?${qs}`;
}

export const useCreateCampaign = () =>
  // A new campaign makes every cached campaign list stale, wherever it is shown.
  useKeyedWrite<ViberCampaignCreate, { id: number; name: string }>(
    "POST /api/viber/campaigns",
    "all",
    "success",
  );

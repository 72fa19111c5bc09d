import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";

import type { CampaignCounters, CampaignDetail, RecipientPage } from "../schemas/resources";
import { countersChanged } from "../viber/rates";
import { isCampaignLive } from "../viber/statuses";
import { apiRequest } from "./api-client";

export const campaignKeys = {
  all: ["campaigns"] as const,
  list: (page: { limit: number; offset: number }) => ["campaigns", "list", page] as const,
  record: (id: number) => ["campaigns", "detail", id, "record"] as const,
  detail: (id: number) => ["campaigns", "detail", id, "summary"] as const,
  recipients: (id: number, f: RecipientFilters) =>
    ["campaigns", "detail", id, "recipients", f] as const,
};

/** How often a campaign that is still moving is read again. */
export const LIVE_REFRESH_MS = 5_000;
/** …and its recipients' summary (the server reads recipients again after 30 s). */
const SUMMARY_REFRESH_MS = 30_000;

export { campaignListQuery, useCampaignList } from "./campaign-list";

/**
 * One campaign's record and counters (no recipients read: a cheap call). It
 * refreshes itself while it can still change: before and while sending, and
 * after it turned `sent` for as long as reads and clicks keep arriving (the
 * counters moved since the reply before).
 */
export const campaignRecordQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.record(id),
    queryFn: ({ signal }) =>
      apiRequest<CampaignDetail>(`/api/viber/campaigns/${encodeURIComponent(id)}`, {
        query: { summary: "false" },
        signal,
      }).then((d) => d.campaign),
    refetchInterval: (q) => {
      const data = q.state.data;
      if (!data || q.state.status === "error") return false;
      return isCampaignLive(data.status) || stillMoving(q, data.statistic)
        ? LIVE_REFRESH_MS
        : false;
    },
  });

export const useCampaignRecord = (id: number) => useQuery(campaignRecordQuery(id));

/**
 * The campaign with its recipients summarised (status breakdown, cost, delivery
 * timeline): the server reads every recipient for it, and keeps that for 30 s,
 * so a live campaign's summary is read again at that pace.
 */
export const campaignDetailQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<CampaignDetail>(`/api/viber/campaigns/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (q) => {
      const data = q.state.data;
      if (!data || q.state.status === "error") return false;
      return isCampaignLive(data.campaign.status) || stillMoving(q, data.campaign.statistic)
        ? SUMMARY_REFRESH_MS
        : false;
    },
  });

// refetchInterval is asked on every render, so the verdict is kept per reply
// (dataUpdatedAt), with the counters it compared.
const seen = new WeakMap<object, { at: number; counters: CampaignCounters; moving: boolean }>();

function stillMoving(
  query: { state: { dataUpdatedAt: number } },
  counters: CampaignCounters,
): boolean {
  const last = seen.get(query);
  if (last?.at === query.state.dataUpdatedAt) return last.moving;
  const moving = countersChanged(last?.counters, counters);
  seen.set(query, { at: query.state.dataUpdatedAt, counters, moving });
  return moving;
}

export const useCampaignDetail = (id: number) => useQuery(campaignDetailQuery(id));

export interface RecipientFilters {
  status?: string;
  /** digits of a phone number */
  q?: string;
  sort: string;
}

/** Rows per request: a few screens of the virtual table, small enough to arrive fast. */
export const RECIPIENT_PAGE_SIZE = 250;

export const recipientsQuery = (id: number, f: RecipientFilters) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.recipients(id, f),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<RecipientPage>(`/api/viber/campaigns/${encodeURIComponent(id)}/recipients`, {
        query: { ...f, limit: RECIPIENT_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => {
      const next = offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });

/** `live`: the campaign is still sending, so the loaded pages are read again now and then. */
export const useRecipients = (id: number, f: RecipientFilters, live = false) =>
  useInfiniteQuery({
    ...recipientsQuery(id, f),
    refetchInterval: live ? SUMMARY_REFRESH_MS : false,
  });

/** The CSV export of the recipients matching the filters (all of them, not one page). */
export function recipientsCsvUrl(id: number, f: RecipientFilters): string {
  const qs = new URLSearchParams({ format: "csv", sort: f.sort });
  if (f.status) qs.set("status", f.status);
  if (f.q) qs.set("q", f.q);
  return `/api/viber/campaigns/${encodeURIComponent(id)}/recipients?${qs}`;
}

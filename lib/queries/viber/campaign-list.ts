import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import type { CampaignSort } from "@/lib/schemas/limits";
import type {
  CampaignCosts,
  CampaignFigures,
  CampaignListPage,
} from "@/lib/viber/campaign-list-view";

export interface CampaignListFilter {
  limit: number;
  offset: number;
  /** a part of the name, or an id */
  q?: string;
  /** a status, `waiting` for the upstream's null */
  status?: string;
  sort?: CampaignSort;
  /** send date range, YYYY-MM-DD in the account's timezone */
  from?: string;
  to?: string;
}

const LIVE = (status: string | null) => status === "moderation" || status === "send";

export const campaignListKeys = {
  list: (f: CampaignListFilter) => ["campaigns", "list", f] as const,
  figures: (ids: number[]) => ["campaigns", "figures", ids] as const,
  costs: (ids: number[]) => ["campaigns", "costs", ids] as const,
};

export const campaignListQuery = (f: CampaignListFilter) =>
  queryOptions({
    ...readQuery(
      apiRead<CampaignListPage>(
        campaignListKeys.list(f),
        withQuery("/api/viber/campaigns", { ...f }),
      ),
    ),
    placeholderData: keepPreviousData,
    // a page with a campaign in moderation or sending keeps its badges current
    refetchInterval: (q) => (q.state.data?.items.some((c) => LIVE(c.status)) ? 15_000 : false),
  });

export const useCampaignList = (f: CampaignListFilter) => useQuery(campaignListQuery(f));

/**
 * Sent, delivered and read of the campaigns a page shows (the upstream's list
 * has no counters; the server reads them per campaign and keeps them briefly).
 * `live`: some of them are still sending, so the figures are read again now and then.
 */
export const useCampaignFigures = (ids: number[], live: boolean) =>
  useQuery({
    ...readQuery(
      apiRead<CampaignFigures>(
        campaignListKeys.figures(ids),
        withQuery("/api/viber/campaigns/figures", { ids: ids.join(",") }),
      ),
    ),
    enabled: ids.length > 0,
    refetchInterval: live ? 15_000 : false,
  });

/**
 * What the campaigns a page shows cost (their recipients' prices summed): one
 * read of all of each campaign's recipients on the server, so only for the
 * page in view, and kept a while (prices are set once a message is sent).
 */
export const useCampaignCosts = (ids: number[], live: boolean) =>
  useQuery({
    ...readQuery(
      apiRead<CampaignCosts>(
        campaignListKeys.costs(ids),
        withQuery("/api/viber/campaigns/costs", { ids: ids.join(",") }),
      ),
    ),
    enabled: ids.length > 0,
    staleTime: 60_000,
    refetchInterval: live ? 30_000 : false,
  });

/** The list's filtered view as CSV: every matching campaign, not one page. */
export function campaignListCsvUrl(f: Omit<CampaignListFilter, "limit" | "offset">): string {
  const qs = new URLSearchParams({ format: "csv" });
  for (const [k, v] of Object.entries(f)) if (v) qs.set(k, String(v));
  return `/api/viber/campaigns?${qs}`;
}

import type { CampaignSort } from "@messaging-console/contract/limits";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import type {
  CampaignCosts,
  CampaignFigures,
  CampaignListPage,
} from "@/lib/viber/campaign-list-view";

export interface CampaignListFilter {
  limit: number;
  offset: number;
  q?: string;
  /** `waiting` for the upstream's null */
  status?: string;
  sort?: CampaignSort;
  /** YYYY-MM-DD in the account's timezone */
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
    refetchInterval: (q) => (q.state.data?.items.some((c) => LIVE(c.status)) ? 15_000 : false),
  });

export const useCampaignList = (f: CampaignListFilter) => useQuery(campaignListQuery(f));

/** The upstream's list has no counters: the server reads them per campaign and keeps them briefly. */
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

/** One read of all of each campaign's recipients on the server, so only for the page in view. */
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

export function campaignListCsvUrl(f: Omit<CampaignListFilter, "limit" | "offset">): string {
  const qs = new URLSearchParams({ format: "csv" });
  for (const [k, v] of Object.entries(f)) if (v) qs.set(k, String(v));
  return `/api/viber/campaigns?${qs}`;
}

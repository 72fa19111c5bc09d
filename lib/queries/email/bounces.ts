import { queryOptions, useQuery } from "@tanstack/react-query";

import type { ExplainedBounce } from "@/lib/email/bounce-stats";
import { apiRequest } from "@/lib/queries/api-client";
import type { Bounce, ListResult } from "@/lib/schemas/resources";

/** the upstream may serve fewer, which does not end the list */
const PAGE = 1000;
const MAX_PAGES = 20;

export interface BounceDay {
  items: ExplainedBounce[];
  total: number;
  truncated: boolean;
  unreadable: number;
  loadedAt: number;
}

export const bounceKeys = { all: ["email", "bounces"] as const };

/** The whole day: the charts and filters work on all of it. */
export const bouncesQuery = queryOptions({
  queryKey: bounceKeys.all,
  queryFn: async ({ signal }): Promise<BounceDay> => {
    // the SMTP code tables load beside the first request, not with the page
    const explaining = import("@/lib/email/bounce-explain");
    const items: Bounce[] = [];
    let total = 0;
    let unreadable = 0;
    let offset = 0;
    let ended = false;
    // the next page starts where the last ended: a short page is not the end, an empty one is
    for (let page = 0; page < MAX_PAGES && !ended; page++) {
      const res = await apiRequest<ListResult<Bounce>>("/api/email/bounces", {
        query: { limit: PAGE, offset },
        signal,
      });
      const served = res.items.length + (res.unreadable ?? 0);
      items.push(...res.items);
      unreadable += res.unreadable ?? 0;
      offset += served;
      total = Math.max(res.total ?? 0, offset);
      ended = served === 0 || (res.total !== undefined && offset >= res.total);
    }
    const { explainBounces } = await explaining;
    return {
      items: explainBounces(items),
      total,
      truncated: !ended,
      unreadable,
      loadedAt: Date.now(),
    };
  },
  staleTime: 30_000,
});

export const useBounces = () => useQuery(bouncesQuery);

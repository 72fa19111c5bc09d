import { queryOptions, useQuery } from "@tanstack/react-query";

import type { Bounce, ListResult } from "../schemas/resources";
import { apiRequest } from "./api-client";

/** The upstream pages bounces by at most 1,000; a day rarely holds more than a few pages. */
const PAGE = 1000;
const MAX_PAGES = 10;

export interface BounceDay {
  items: Bounce[];
  total: number;
  /** more bounces exist than were loaded */
  truncated: boolean;
  loadedAt: number;
}

export const bounceKeys = { all: ["email", "bounces"] as const };

/** Every bounce of the last 24 hours (the charts and filters work on the whole day). */
export const bouncesQuery = queryOptions({
  queryKey: bounceKeys.all,
  queryFn: async ({ signal }): Promise<BounceDay> => {
    const items: Bounce[] = [];
    let total = 0;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await apiRequest<ListResult<Bounce>>("/api/email/bounces", {
        query: { limit: PAGE, offset: page * PAGE },
        signal,
      });
      items.push(...res.items);
      total = res.total ?? items.length;
      if (res.items.length < PAGE || items.length >= total) break;
    }
    return { items, total, truncated: items.length < total, loadedAt: Date.now() };
  },
  staleTime: 30_000,
});

export const useBounces = () => useQuery(bouncesQuery);

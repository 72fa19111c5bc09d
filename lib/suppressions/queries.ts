import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import type { ChunkCounters } from "@/lib/viber/blacklist-import";

import type { Suppression } from "./search";

/** The reply of GET /api/suppressions (server/suppressions/search.ts). */
export interface SuppressionSearchReply {
  items: Suppression[];
  truncated: boolean;
  incomplete: ("blacklist" | "unsubscribes" | "bounces")[];
}

export const suppressionKeys = {
  all: ["suppressions"] as const,
  search: (q: string) => [...suppressionKeys.all, "search", q] as const,
};

export const suppressionSearchRead = (q: string) =>
  apiRead<SuppressionSearchReply>(suppressionKeys.search(q), withQuery("/api/suppressions", { q }));

/** One search over every list; runs once there is something to look for. */
export const useSuppressionSearch = (q: string | undefined) =>
  useQuery({
    ...queryOptions(readQuery(suppressionSearchRead(q ?? ""))),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });

/** Where a list's CSV comes from (a plain download: the session cookie goes with it). */
export const exportHref = (list: "blacklist" | "unsubscribes" | "bounces") =>
  withQuery("/api/suppressions/export", { list });

/** One chunk of an import; the caller owns the key and the retries. */
export const importChunk = (
  list: "blacklist" | "unsubscribes",
  values: string[],
  description: string | undefined,
  key: string,
) =>
  apiRequest<ChunkCounters>(`/api/suppressions/import/${list}`, {
    method: "POST",
    body:
      list === "blacklist"
        ? { phones: values, description }
        : { emails: values, comment: description || undefined },
    idempotencyKey: key,
  });

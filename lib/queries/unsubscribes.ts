import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { findUnsubscribe, RECIPIENT_UNSUBSCRIBE_SCAN } from "../email/recipient";
import type { ResubscribeQuota } from "../email/resubscribe-quota";
import type { Resubscribe, UnsubscribeAdd, UnsubscribeRemove } from "../schemas/email-lists";
import type { ListResult, Unsubscribe } from "../schemas/resources";
import { apiRequest } from "./api-client";
import { useKeyedWrite } from "./keyed-write";

export interface UnsubscribeFilters {
  date?: string;
  limit: number;
  offset: number;
}

export const unsubscribeKeys = {
  all: ["email", "unsubscribes"] as const,
  list: (f: UnsubscribeFilters) => [...unsubscribeKeys.all, "list", f] as const,
  search: (email: string) => [...unsubscribeKeys.all, "search", email.toLowerCase()] as const,
  quota: ["email", "resubscribe-quota"] as const,
};

export const unsubscribesQuery = (f: UnsubscribeFilters) =>
  queryOptions({
    queryKey: unsubscribeKeys.list(f),
    queryFn: ({ signal }) =>
      apiRequest<ListResult<Unsubscribe>>("/api/email/unsubscribes", { query: { ...f }, signal }),
    placeholderData: keepPreviousData,
  });

export const useUnsubscribes = (f: UnsubscribeFilters) => useQuery(unsubscribesQuery(f));

export const unsubscribeSearchQuery = (email: string) =>
  queryOptions({
    queryKey: unsubscribeKeys.search(email),
    queryFn: ({ signal }) =>
      apiRequest<{ unsubscribed: boolean }>("/api/email/unsubscribes/search", {
        query: { email },
        signal,
      }),
  });

/** Whether one address is unsubscribed; runs only once an address is asked about. */
export const useUnsubscribeSearch = (email: string | null) =>
  useQuery({ ...unsubscribeSearchQuery(email ?? ""), enabled: !!email, staleTime: 0 });

export const useAddUnsubscribes = () =>
  useKeyedWrite<UnsubscribeAdd, { ok: true }>({
    method: "POST",
    path: "/api/email/unsubscribes",
    invalidate: unsubscribeKeys.all,
    refresh: "settled",
  });

export const useRemoveUnsubscribes = () =>
  useKeyedWrite<UnsubscribeRemove, { ok: true }>({
    method: "DELETE",
    path: "/api/email/unsubscribes",
    invalidate: unsubscribeKeys.all,
    refresh: "settled",
  });

export const resubscribeQuotaQuery = queryOptions({
  queryKey: unsubscribeKeys.quota,
  queryFn: ({ signal }) => apiRequest<ResubscribeQuota>("/api/email/resubscribe", { signal }),
  refetchInterval: 60_000,
});

export const useResubscribeQuota = () => useQuery(resubscribeQuotaQuery);

export const useResubscribe = () =>
  useKeyedWrite<Resubscribe, { id: string }>({
    method: "POST",
    path: "/api/email/resubscribe",
    invalidate: unsubscribeKeys.quota,
    // a refusal changes the count as much as a success does
    refresh: "settled",
  });

/**
 * When and how an address unsubscribed: the search answers only yes or no, so the
 * address is looked for among the newest unsubscribes (one call, the same query as
 * the list's, kept a minute); null when it is not among them.
 */
export const useUnsubscribeEntry = (email: string, enabled: boolean) =>
  useQuery({
    ...unsubscribesQuery({ limit: RECIPIENT_UNSUBSCRIBE_SCAN, offset: 0 }),
    enabled,
    staleTime: 60_000,
    select: (r) => findUnsubscribe(email, r.items),
  });

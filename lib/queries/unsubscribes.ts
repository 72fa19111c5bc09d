import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

import type { ResubscribeQuota } from "../resubscribe-quota";
import type { Resubscribe, UnsubscribeAdd, UnsubscribeRemove } from "../schemas/email-lists";
import type { ListResult, Unsubscribe } from "../schemas/resources";
import { apiRequest } from "./api-client";

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

export function useAddUnsubscribes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: UnsubscribeAdd; key: string }) =>
      apiRequest<{ ok: true }>("/api/email/unsubscribes", {
        method: "POST",
        body: v.body,
        idempotencyKey: v.key,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: unsubscribeKeys.all }),
  });
}

export function useRemoveUnsubscribes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: UnsubscribeRemove; key: string }) =>
      apiRequest<{ ok: true }>("/api/email/unsubscribes", {
        method: "DELETE",
        body: v.body,
        idempotencyKey: v.key,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: unsubscribeKeys.all }),
  });
}

export const resubscribeQuotaQuery = queryOptions({
  queryKey: unsubscribeKeys.quota,
  queryFn: ({ signal }) => apiRequest<ResubscribeQuota>("/api/email/resubscribe", { signal }),
  refetchInterval: 60_000,
});

export const useResubscribeQuota = () => useQuery(resubscribeQuotaQuery);

export function useResubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: Resubscribe; key: string }) =>
      apiRequest<{ id: string }>("/api/email/resubscribe", {
        method: "POST",
        body: v.body,
        idempotencyKey: v.key,
      }),
    // a refusal changes the count as much as a success does
    onSettled: () => qc.invalidateQueries({ queryKey: unsubscribeKeys.quota }),
  });
}

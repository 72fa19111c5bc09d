import type {
  Resubscribe,
  UnsubscribeAdd,
  UnsubscribeRemove,
} from "@messaging-console/contract/email/lists";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import type { ResubscribeQuota } from "@/lib/email/resubscribe-quota";
import { findUnsubscribe, RECIPIENT_UNSUBSCRIBE_SCAN } from "@/lib/email/unsubscribe-lookup";
import { readPaging } from "@/lib/paging";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";
import type { ListResult, Unsubscribe } from "@/lib/schemas/resources";

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function unsubscribeFiltersFrom(url: { date?: string; page?: string; size?: string }) {
  const { page, pageSize, offset } = readPaging(url, 25);
  const date = url.date && DAY.test(url.date) ? url.date : undefined;
  return { page, filters: { date, limit: pageSize, offset } satisfies UnsubscribeFilters };
}

export const unsubscribesRead = (f: UnsubscribeFilters) =>
  apiRead<ListResult<Unsubscribe>>(
    unsubscribeKeys.list(f),
    withQuery("/api/email/unsubscribes", { ...f }),
  );

export const unsubscribesQuery = (f: UnsubscribeFilters) =>
  queryOptions({ ...readQuery(unsubscribesRead(f)), placeholderData: keepPreviousData });

export const useUnsubscribes = (f: UnsubscribeFilters) => useQuery(unsubscribesQuery(f));

export const unsubscribeSearchQuery = (email: string) =>
  queryOptions(
    readQuery(
      apiRead<{ unsubscribed: boolean }>(
        unsubscribeKeys.search(email),
        withQuery("/api/email/unsubscribes/search", { email }),
      ),
    ),
  );

export const useUnsubscribeSearch = (email: string | null) =>
  useQuery({ ...unsubscribeSearchQuery(email ?? ""), enabled: !!email, staleTime: 0 });

export const useAddUnsubscribes = () =>
  useKeyedWrite<UnsubscribeAdd, { ok: true }>(
    "POST /api/email/unsubscribes",
    unsubscribeKeys.all,
    "settled",
  );
export const useRemoveUnsubscribes = () =>
  useKeyedWrite<UnsubscribeRemove, { ok: true }>(
    "DELETE /api/email/unsubscribes",
    unsubscribeKeys.all,
    "settled",
  );

export const resubscribeQuotaRead = apiRead<ResubscribeQuota>(
  unsubscribeKeys.quota,
  "/api/email/resubscribe",
);

export const resubscribeQuotaQuery = queryOptions({
  ...readQuery(resubscribeQuotaRead),
  refetchInterval: 60_000,
});

export const useResubscribeQuota = () => useQuery(resubscribeQuotaQuery);

export const useResubscribe = () =>
  // a refusal changes the count as much as a success does
  useKeyedWrite<Resubscribe, { id: string }>(
    "POST /api/email/resubscribe",
    unsubscribeKeys.quota,
    "settled",
  );

/** The search answers only yes or no: looked for among the newest unsubscribes. */
export const useUnsubscribeEntry = (email: string, enabled: boolean) =>
  useQuery({
    ...unsubscribesQuery({ limit: RECIPIENT_UNSUBSCRIBE_SCAN, offset: 0 }),
    enabled,
    staleTime: 60_000,
    select: (r) => findUnsubscribe(email, r.items),
  });

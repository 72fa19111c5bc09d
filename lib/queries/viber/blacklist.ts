import type { ViberBlacklistAdd } from "@messaging-console/contract/viber/blacklist";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import type { BlacklistEntry, ListResult } from "@/lib/schemas/resources";
import type { BlacklistCheckReply } from "@/lib/schemas/viber/blacklist-check";

const PATH = "/api/viber/blacklist";

export interface BlacklistFilter {
  limit: number;
  offset: number;
  q?: string;
  sort?: "-add_date" | "add_date" | "phone";
}

export const blacklistKeys = {
  all: ["blacklist"] as const,
  list: (f: BlacklistFilter) => [...blacklistKeys.all, "list", f] as const,
  check: (phones: readonly string[]) => ["viber", "blacklist", "check", phones] as const,
};

export const blacklistQuery = (f: BlacklistFilter) =>
  queryOptions({
    ...readQuery(
      apiRead<ListResult<BlacklistEntry>>(blacklistKeys.list(f), withQuery(PATH, { ...f })),
    ),
    placeholderData: keepPreviousData,
  });

export const useBlacklist = (f: BlacklistFilter) => useQuery(blacklistQuery(f));

/** The caller owns the key and the retries. */
export const addToBlacklist = (body: ViberBlacklistAdd, key: string) =>
  apiRequest<{ added: number; exists: number }>(PATH, {
    method: "POST",
    body,
    idempotencyKey: key,
  });

export function useRemoveFromBlacklist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { phones: string[]; key: string }) =>
      apiRequest<{ deleted: number }>(PATH, {
        method: "DELETE",
        body: { phones: v.phones },
        idempotencyKey: v.key,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: blacklistKeys.all }),
  });
}

/** One request for the whole list: the server reads the blacklist once. */
export function useBlacklistCheck(phones: readonly string[]) {
  return useQuery({
    queryKey: blacklistKeys.check(phones),
    queryFn: ({ signal }) =>
      apiRequest<BlacklistCheckReply>(`${PATH}/check`, {
        method: "POST",
        body: { phones },
        signal,
      }),
    enabled: phones.length > 0,
    staleTime: 60_000,
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { DomainAdd } from "../schemas/email-domain";
import type { Domain, ListResult } from "../schemas/resources";
import { apiRequest } from "./api-client";

export const domainKeys = { all: ["email", "domains"] as const };

export const senderDomainsQuery = queryOptions({
  queryKey: domainKeys.all,
  queryFn: ({ signal }) => apiRequest<ListResult<Domain>>("/api/email/domains", { signal }),
  staleTime: 30_000,
});

export const useSenderDomains = () => useQuery(senderDomainsQuery);

export function useAddDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: DomainAdd; key: string }) =>
      apiRequest<{ ok: true }>("/api/email/domains", {
        method: "POST",
        body: v.body,
        idempotencyKey: v.key,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: domainKeys.all }),
  });
}

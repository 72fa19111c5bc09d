import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DomainAdd } from "../schemas/email-domain";
import type { Domain, ListResult } from "../schemas/resources";
import { apiRequest } from "./api-client";
import { useKeyedWrite } from "./keyed-write";

export const domainKeys = { all: ["email", "domains"] as const };

export const senderDomainsQuery = queryOptions({
  queryKey: domainKeys.all,
  queryFn: ({ signal }) => apiRequest<ListResult<Domain>>("/api/email/domains", { signal }),
  staleTime: 30_000,
});

export const useSenderDomains = () => useQuery(senderDomainsQuery);

export const useAddDomain = () =>
  useKeyedWrite<DomainAdd, { ok: true }>({
    method: "POST",
    path: "/api/email/domains",
    invalidate: domainKeys.all,
    refresh: "settled",
  });

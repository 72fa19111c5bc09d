import type { DomainAdd } from "@messaging-console/contract/email/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";
import type { Domain, ListResult } from "@/lib/schemas/resources";

export const domainKeys = { all: ["email", "domains"] as const };

export const senderDomainsRead = apiRead<ListResult<Domain>>(domainKeys.all, "/api/email/domains");

export const senderDomainsQuery = queryOptions({
  ...readQuery(senderDomainsRead),
  staleTime: 30_000,
});

export const useSenderDomains = () => useQuery(senderDomainsQuery);

export const useAddDomain = () =>
  useKeyedWrite<DomainAdd, { ok: true }>("POST /api/email/domains", domainKeys.all, "settled");

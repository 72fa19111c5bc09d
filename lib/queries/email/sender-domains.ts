import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DomainAdd } from "../../schemas/email/domain";
import type { Domain, ListResult } from "../../schemas/resources";
import { apiRead, readQuery } from "../api-read";
import { useKeyedWrite } from "../keyed-write";

export const domainKeys = { all: ["email", "domains"] as const };

export const senderDomainsRead = apiRead<ListResult<Domain>>(domainKeys.all, "/api/email/domains");

export const senderDomainsQuery = queryOptions({
  ...readQuery(senderDomainsRead),
  staleTime: 30_000,
});

export const useSenderDomains = () => useQuery(senderDomainsQuery);

export const useAddDomain = () =>
  useKeyedWrite<DomainAdd, { ok: true }>("POST /api/email/domains", domainKeys.all, "settled");

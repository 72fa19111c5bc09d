import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { DnsDiagnosis } from "@/lib/email/dns-rules";
import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery } from "@/lib/queries/api-read";

export const domainDnsKeys = {
  all: ["email", "domain-dns"] as const,
  one: (domain: string) => ["email", "domain-dns", domain] as const,
};

const path = (domain: string) => `/api/email/domains/${encodeURIComponent(domain)}/dns`;

export const domainDnsRead = (domain: string) =>
  apiRead<DnsDiagnosis>(domainDnsKeys.one(domain), path(domain));

export const domainDnsQuery = (domain: string) =>
  queryOptions({
    ...readQuery(domainDnsRead(domain)),
    staleTime: 30_000,
    // a lookup that failed is retried by the person ("Retry"), not behind their back
    retry: false,
  });

/** In the page as sent when the lookups answer within the prefetch's wait; never blocking it. */
export const useDomainDns = (domain: string) => useQuery(domainDnsQuery(domain));

export function useDomainDnsCheck(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DnsDiagnosis>(path(domain), { query: { fresh: 1 } }),
    onSuccess: (data) => client.setQueryData(domainDnsKeys.one(domain), data),
  });
}

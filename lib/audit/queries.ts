import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";

import type { AuditDetails } from "./details";

export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  userEmail: string;
  role: string;
  action: string;
  target: string | null;
  requestDigest: string | null;
  outcome: "ok" | "error";
  upstreamId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  details: AuditDetails | null;
}

export interface AuditFilters {
  user?: string;
  action?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export const auditQuery = (f: AuditFilters) =>
  queryOptions({
    ...readQuery(
      apiRead<{ items: AuditEntry[]; total: number }>(
        ["audit", f],
        withQuery("/api/audit", { ...f }),
      ),
    ),
    placeholderData: keepPreviousData,
  });

export const useAudit = (f: AuditFilters) => useQuery(auditQuery(f));

export function auditCsvUrl(f: Omit<AuditFilters, "limit" | "offset">): string {
  const qs = new URLSearchParams({ format: "csv" });
  for (const key of ["user", "action", "from", "to"] as const) if (f[key]) qs.set(key, f[key]);
  return `/api/audit?${qs}`;
}

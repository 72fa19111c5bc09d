import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import type { AuditDetails } from "../audit-details";
import { apiRead, readQuery, withQuery } from "./api-read";

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
  /** null on rows written before details were recorded */
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

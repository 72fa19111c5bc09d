import "server-only";

import { auditTargetWords } from "@/lib/audit/details";
import { csvResponse, csvStream } from "@/server/http/csv";

import { listAudit, type AuditQuery } from "./audit";

/** its first line says when it stopped short */
export const AUDIT_CSV_MAX = 50_000;

export const AUDIT_CSV_COLUMNS = [
  "at",
  "user_email",
  "role",
  "action",
  "target",
  "outcome",
  "error_code",
  "error_message",
  "upstream_id",
  "request_digest",
] as const;

/** Cells go through csvStream's formula neutralising: targets and errors are text others chose. */
export async function auditCsv(q: Omit<AuditQuery, "limit" | "offset">): Promise<Response> {
  const { items, total } = await listAudit({ ...q, limit: AUDIT_CSV_MAX, offset: 0 });
  const rows = items.map((e) => ({
    at: e.at,
    user_email: e.userEmail,
    role: e.role,
    action: e.action,
    target: auditTargetWords(e, Infinity),
    outcome: e.outcome,
    error_code: e.errorCode,
    error_message: e.errorMessage,
    upstream_id: e.upstreamId,
    request_digest: e.requestDigest,
  }));
  const day = new Date().toISOString().slice(0, 10);
  const name = total > items.length ? `audit-log-newest-${items.length}-of-${total}` : "audit-log";
  return csvResponse(csvStream(rows, AUDIT_CSV_COLUMNS), `${name}-${day}.csv`);
}

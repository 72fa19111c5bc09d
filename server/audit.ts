import "server-only";

import { createHash } from "node:crypto";

import { and, count, desc, eq, gte, isNotNull, lte, max, type SQL } from "drizzle-orm";

import { signInAuditActions } from "@/lib/api-routes";
import type { AuditDetails } from "@/lib/audit/details";
import type { CurrentUser } from "@/server/auth/current-user";
import { db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";

import { HttpError } from "./errors";

/** Passwords are left out: an unsalted digest would let log readers test guesses of them. */
export function requestDigest(value: unknown): string {
  return createHash("sha256").update(stableJson(value, true)).digest("hex").slice(0, 32);
}

const SECRET_KEY = /password|secret|token/i;

export function stableJson(value: unknown, withoutSecrets = false): string {
  if (value === undefined) return "null";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v, withoutSecrets)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([k, v]) => v !== undefined && !(withoutSecrets && SECRET_KEY.test(k)))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v, withoutSecrets)}`).join(",")}}`;
}

export async function recordAudit(entry: {
  /** who acted; sign-ins by unknown addresses have no id and the role "none" */
  user: Pick<CurrentUser, "email"> & { id: number | null; role: CurrentUser["role"] | "none" };
  action: string;
  target?: string;
  request?: unknown;
  outcome: "ok" | "error";
  upstreamId?: string | number;
  error?: { code: string; message: string };
  details?: AuditDetails;
}): Promise<void> {
  await (await db()).insert(auditLog).values({
    userId: entry.user.id,
    userEmail: entry.user.email,
    role: entry.user.role,
    action: entry.action,
    target: entry.target?.slice(0, 500),
    requestDigest: entry.request === undefined ? null : requestDigest(entry.request),
    outcome: entry.outcome,
    upstreamId: entry.upstreamId === undefined ? null : String(entry.upstreamId),
    errorCode: entry.error?.code,
    errorMessage: entry.error?.message.slice(0, 1000),
    details: entry.details ?? null,
  });
}

const RULE_CODES: Record<string, string> = {
  "last admin": "last_admin",
  "own account": "own_account",
  "already in use": "email_in_use",
};

/**
 * Rule refusals (the last admin, one's own account) are attempts an admin was stopped
 * from, so they are logged, unlike invalid input, which the route wrapper leaves out.
 */
export async function recordRuleRefusal(
  err: unknown,
  entry: Omit<Parameters<typeof recordAudit>[0], "outcome" | "error">,
): Promise<void> {
  if (!(err instanceof HttpError) || err.code !== "validation_failed") return;
  const rule = Object.values(err.fields ?? {})
    .map((v) => RULE_CODES[v])
    .find(Boolean);
  if (!rule) return;
  await recordAudit({ ...entry, outcome: "error", error: { code: rule, message: err.message } });
}

export interface AuditQuery {
  userId?: number;
  action?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export async function listAudit(q: AuditQuery) {
  const where: SQL[] = [];
  if (q.userId !== undefined) where.push(eq(auditLog.userId, q.userId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.at, q.from));
  if (q.to) where.push(lte(auditLog.at, q.to));
  const d = await db();
  const condition = where.length ? and(...where) : undefined;
  const [items, [total]] = await Promise.all([
    d
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    d.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    items: items.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}

/** One grouped query (user id → ISO time). */
export async function lastSignIns(): Promise<Map<number, string>> {
  const rows = await (
    await db()
  )
    .select({ userId: auditLog.userId, at: max(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, signInAuditActions.signIn),
        eq(auditLog.outcome, "ok"),
        isNotNull(auditLog.userId),
      ),
    )
    .groupBy(auditLog.userId);
  const out = new Map<number, string>();
  for (const r of rows)
    if (r.userId !== null && r.at) out.set(r.userId, new Date(r.at).toISOString());
  return out;
}

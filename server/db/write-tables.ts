import { index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

import type { AuditDetails } from "../../lib/audit-details";
import { stamp, stampNow } from "./columns";

/**
 * The bookkeeping of the console's writes and calls: the audit log, idempotency
 * records, the upstream request budget.
 */

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: stampNow("at"),
    userId: integer("user_id"),
    userEmail: text("user_email").notNull(),
    role: text("role").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    requestDigest: text("request_digest"),
    outcome: text("outcome", { enum: ["ok", "error"] }).notNull(),
    upstreamId: text("upstream_id"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    /** what the write was about, for the log to name it in words (lib/audit-details.ts) */
    details: jsonb("details").$type<AuditDetails>(),
  },
  (t) => [
    index("audit_log_at").on(t.at),
    index("audit_log_user").on(t.userId),
    index("audit_log_action").on(t.action),
  ],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    userId: integer("user_id").notNull(),
    route: text("route").notNull(),
    requestDigest: text("request_digest").notNull(),
    /** pending: in flight; done: response stored; unknown: the upstream may or may not have acted */
    state: text("state", { enum: ["pending", "done", "unknown"] }).notNull(),
    status: integer("status"),
    response: jsonb("response"),
    createdAt: stampNow("created_at"),
    expiresAt: stamp("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_expires").on(t.expiresAt)],
);

/** The upstream request budget shared by every instance (scale-out). */
export const rateBudget = pgTable("rate_budget", {
  key: text("key").primaryKey(),
  tokens: integer("tokens_milli").notNull(),
  updatedAt: stamp("updated_at", 3).notNull(),
});

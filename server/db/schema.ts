import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { AuditDetails } from "@/lib/audit/details";

import { stamp, stampNow } from "./columns";

export * from "./session-tables";
export * from "./two-factor-tables";
export * from "./held-campaign-tables";
export * from "./watch-tables";
export * from "./webhook-tables";
export * from "./notify-tables";

/**
 * The console's own tables (never the upstream's data): users, the audit log,
 * idempotency records, drafts, login throttling, the shared upstream budget and
 * the bodies of emails the console sent (the upstream keeps none). Sessions and
 * failed sign-ins are in session-tables.ts.
 * The same schema runs on PGlite (embedded) and PostgreSQL (scale-out).
 */

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ["admin", "marketer", "support"] }).notNull(),
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    createdAt: stampNow("created_at"),
    updatedAt: stampNow("updated_at"),
    /** sessions issued before this are void (password reset, disable) */
    sessionsValidAfter: stampNow("sessions_valid_after"),
    /**
     * Set while the password is a temporary one an admin handed on: it signs in
     * until then, and only to change it (server/auth/password-change.ts).
     */
    passwordTemporaryUntil: stamp("password_temporary_until"),
    /** set while a confirmed second factor is on (server/auth/two-factor/); read with every session */
    twoFactorSince: stamp("two_factor_since"),
    /** permissions an admin granted this user beyond their role's (lib/permissions.ts GRANTABLE) */
    grants: text("grants")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

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
    /** what the write was about, for the log to name it in words (lib/audit/details.ts) */
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

/**
 * Every save of a draft takes the next number of this sequence as the draft's
 * version: never reused, so a draft discarded and written again cannot be taken
 * for the one a tab last read (server/drafts/store.ts refuses a save based on
 * another version).
 */
export const draftVersions = pgSequence("draft_versions");

export const drafts = pgTable(
  "drafts",
  {
    userId: integer("user_id").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    updatedAt: stampNow("updated_at"),
    version: bigint("version", { mode: "number" })
      .notNull()
      .default(sql`nextval('draft_versions')`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Named filter sets a user keeps for a list page ("email-log"): the filters as a
 * normalised query string of that page's known keys (lib/saved-views/schema.ts).
 * Each user's own; a name is unique per user and page, whatever its case.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    page: text("page").notNull(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: stampNow("created_at"),
    updatedAt: stampNow("updated_at"),
  },
  (t) => [uniqueIndex("saved_views_user_page_name").on(t.userId, t.page, sql`lower(${t.name})`)],
);

/** The upstream request budget shared by every instance (scale-out). */
export const rateBudget = pgTable("rate_budget", {
  key: text("key").primaryKey(),
  tokens: integer("tokens_milli").notNull(),
  updatedAt: stamp("updated_at", 3).notNull(),
});

/**
 * Bodies of the emails this console sent (the upstream keeps none), deleted after
 * EMAIL_BODY_RETENTION_DAYS. One row per send; its recipients below.
 */
export const sentEmailBodies = pgTable(
  "sent_email_bodies",
  {
    id: serial("id").primaryKey(),
    sentAt: stampNow("sent_at"),
    userId: integer("user_id"),
    /** lower-cased, as matched against the log's sender */
    sender: text("sender").notNull(),
    subject: text("subject").notNull(),
    html: text("html"),
    text: text("text"),
    /** a template send: {id, variables}; the upstream renders it, the console keeps no HTML */
    template: jsonb("template"),
    /** [{name, size}] — names and sizes only, never the content */
    attachments: jsonb("attachments").notNull(),
    /** html or text was cut at the console's cap */
    truncated: boolean("truncated").notNull().default(false),
  },
  (t) => [index("sent_email_bodies_sent_at").on(t.sentAt)],
);

/**
 * Every recipient (to, cc, bcc) of a stored send. The upstream logs one record per
 * recipient; `sendId` is the id the send reply gave (the first `to`), `logId` the
 * log record this row was matched to (server/email/bodies.ts explains the rule).
 */
export const sentEmailRecipients = pgTable(
  "sent_email_recipients",
  {
    bodyId: integer("body_id")
      .notNull()
      .references(() => sentEmailBodies.id, { onDelete: "cascade" }),
    /** lower-cased */
    recipient: text("recipient").notNull(),
    sendId: text("send_id"),
    logId: text("log_id"),
  },
  (t) => [
    primaryKey({ columns: [t.bodyId, t.recipient] }),
    index("sent_email_recipients_recipient").on(t.recipient),
    index("sent_email_recipients_send_id").on(t.sendId),
    uniqueIndex("sent_email_recipients_log_id").on(t.logId),
  ],
);

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";

import { stamp, stampNow } from "./columns";

/** Webhooks (server/webhooks/): endpoints, each event's delivery to one, and every attempt. */

/**
 * An endpoint an admin added. `secret` and `previousSecret` are sealed
 * (server/auth/sealed.ts); the previous one still signs until `previousUntil`
 * (a rotation's overlap). `failures` counts consecutive failed attempts since
 * the last success; past the limit the endpoint is paused (`pausedAt`).
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  url: text("url").notNull(),
  kind: text("kind", { enum: ["signed", "chat"] }).notNull(),
  /** event types it gets (alert.fired, …); empty: every type */
  eventTypes: jsonb("event_types").$type<string[]>().notNull().default([]),
  /** the rules whose alerts it gets; empty: every rule */
  ruleIds: jsonb("rule_ids").$type<string[]>().notNull().default([]),
  enabled: boolean("enabled").notNull().default(true),
  secret: text("secret"),
  previousSecret: text("previous_secret"),
  previousUntil: stamp("previous_until"),
  failures: integer("failures").notNull().default(0),
  failingSince: stamp("failing_since"),
  pausedAt: stamp("paused_at"),
  pausedReason: text("paused_reason"),
  createdAt: stampNow("created_at"),
  createdBy: integer("created_by"),
});

/**
 * One event for one endpoint. `sends` counts the jobs made for it (the first,
 * then each "Send again"): a job's id is derived from (endpoint, event, sends),
 * so a fan-out run again enqueues nothing new.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    endpointId: integer("endpoint_id").notNull(),
    eventId: text("event_id").notNull(),
    state: text("state", { enum: ["pending", "delivered", "failed", "paused"] }).notNull(),
    sends: integer("sends").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    firstAttemptAt: stamp("first_attempt_at"),
    createdAt: stampNow("created_at"),
    updatedAt: stampNow("updated_at"),
  },
  (t) => [
    primaryKey({ columns: [t.endpointId, t.eventId] }),
    index("webhook_deliveries_endpoint_created").on(t.endpointId, t.createdAt),
  ],
);

/** Each attempt: what the endpoint answered (the first 2 KB), when, and how long it took. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: serial("id").primaryKey(),
    endpointId: integer("endpoint_id").notNull(),
    eventId: text("event_id").notNull(),
    at: stampNow("at"),
    durationMs: integer("duration_ms").notNull(),
    ok: boolean("ok").notNull(),
    /** the HTTP status, null when there was no answer */
    status: integer("status"),
    /** why it failed without an answer (refused address, timeout, connection) */
    error: text("error"),
    response: text("response"),
  },
  (t) => [index("webhook_attempts_endpoint_at").on(t.endpointId, t.at)],
);

import { boolean, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

import { stamp, stampNow } from "./columns";

/**
 * Where events go (server/watch/channels/): each person's subscriptions and
 * digest settings, and the markers that make email and digests go once.
 */

/**
 * A person's choice for one rule and channel. No row: the default (the console
 * on for the rules their role reads, email off).
 */
export const notificationSubscriptions = pgTable(
  "notification_subscriptions",
  {
    userId: integer("user_id").notNull(),
    ruleId: text("rule_id").notNull(),
    channel: text("channel", { enum: ["console", "email"] }).notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: stampNow("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ruleId, t.channel] })],
);

/** A person's digest: how often, at which hour of the account's timezone. No row: off. */
export const digestSettings = pgTable("digest_settings", {
  userId: integer("user_id").primaryKey(),
  frequency: text("frequency", { enum: ["off", "daily", "weekly"] }).notNull(),
  /** 0–23, in the account's timezone */
  hour: smallint("hour").notNull(),
  /** weekly digests: 0 Sunday … 6 Saturday */
  weekday: smallint("weekday").notNull(),
  /** send on days with nothing to report too */
  sendEmpty: boolean("send_empty").notNull().default(false),
  updatedAt: stampNow("updated_at"),
});

/**
 * One digest per person and period ("daily:2026-11-29"), claimed by inserting this
 * row before sending, so several instances send it once.
 */
export const digestSends = pgTable(
  "digest_sends",
  {
    userId: integer("user_id").notNull(),
    period: text("period").notNull(),
    claimedAt: stampNow("claimed_at"),
    sentAt: stamp("sent_at"),
    /** "sent", "empty" (nothing to report, skipped) or an error */
    outcome: text("outcome"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

/** An event emailed to a person: set once the upstream took it, so a retry does not send it again. */
export const notificationEmails = pgTable(
  "notification_emails",
  {
    eventId: text("event_id").notNull(),
    userId: integer("user_id").notNull(),
    sentAt: stampNow("sent_at"),
    upstreamId: text("upstream_id"),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { stamp, stampNow } from "./columns";

/**
 * Watching (server/watch/): what each rule last saw per subject, the events it
 * raised, and each user's copy of them in the console.
 */

/**
 * A rule's condition per subject (a domain, a campaign, "account"): firing or ok.
 * A change of state, made under this row's lock, is what raises an event, so
 * several instances checking at once raise it once.
 */
export const watchConditions = pgTable(
  "watch_conditions",
  {
    ruleId: text("rule_id").notNull(),
    subject: text("subject").notNull(),
    state: text("state", { enum: ["firing", "ok"] }).notNull(),
    since: stampNow("since"),
    checkedAt: stampNow("checked_at"),
    measured: jsonb("measured"),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.subject] })],
);

/** What happened, once: the unit every channel delivers (with the same id everywhere). */
export const watchEvents = pgTable(
  "watch_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    ruleId: text("rule_id"),
    subject: text("subject"),
    severity: text("severity", { enum: ["info", "warning", "critical"] }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    link: text("link"),
    measured: jsonb("measured"),
    /** The permission a person needs to be told (lib/permissions.ts). */
    permission: text("permission").notNull(),
    createdAt: stampNow("created_at"),
    /** Set once every channel has taken it (a sweep enqueues the rest again). */
    fannedOutAt: stamp("fanned_out_at"),
  },
  (t) => [index("watch_events_created").on(t.createdAt)],
);

/** A user's copy of an event in the console (the bell). */
export const notifications = pgTable(
  "notifications",
  {
    userId: integer("user_id").notNull(),
    eventId: text("event_id").notNull(),
    createdAt: stampNow("created_at"),
    readAt: stamp("read_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index("notifications_user_created").on(t.userId, t.createdAt),
  ],
);

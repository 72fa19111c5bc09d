import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { stampNow } from "./columns";

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

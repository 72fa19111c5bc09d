import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { HELD_STATUSES } from "@/lib/held-campaigns/machine";

import { stamp, stampNow } from "./columns";

/** Every change of a held campaign takes the next number as its version (never reused). */
export const heldCampaignVersions = pgSequence("held_campaign_versions");

/**
 * Campaigns the console keeps before they go upstream (server/held-campaigns/):
 * awaiting approval, kept until their time, or one group of a local-time send.
 * One row is one upstream campaign; rows with one `batchId` are one campaign on
 * the console's pages. `idempotencyKey` is the row's own, made once, so however
 * often a release is attempted the row is created upstream at most once.
 */
export const heldCampaigns = pgTable(
  "held_campaigns",
  {
    id: serial("id").primaryKey(),
    batchId: text("batch_id").notNull(),
    authorId: integer("author_id").notNull(),
    /** the body of POST /viber as the composer made it (send_date in the account's zone) */
    payload: jsonb("payload").$type<ViberCampaignCreate>().notNull(),
    recipientCount: integer("recipient_count").notNull(),
    /** when it is to be sent; null: as soon as it may (approved "now") */
    sendAt: stamp("send_at"),
    status: text("status", { enum: HELD_STATUSES }).notNull(),
    needsApproval: boolean("needs_approval").notNull(),
    decidedBy: integer("decided_by"),
    decidedAt: stamp("decided_at"),
    /** the approver's comment when sent back */
    comment: text("comment"),
    idempotencyKey: text("idempotency_key").notNull(),
    upstreamId: integer("upstream_id"),
    /** released after its send time (the console was down then) */
    late: boolean("late").notNull().default(false),
    error: text("error"),
    /** the failure may have created it upstream: never retried, not editable */
    outcomeUnknown: boolean("outcome_unknown").notNull().default(false),
    /** release attempts refused for a passing reason (busy, unreachable): retried until a limit */
    attempts: integer("attempts").notNull().default(0),
    claimedAt: stamp("claimed_at"),
    sentAt: stamp("sent_at"),
    version: bigint("version", { mode: "number" })
      .notNull()
      .default(sql`nextval('held_campaign_versions')`),
    createdAt: stampNow("created_at"),
    updatedAt: stampNow("updated_at"),
  },
  (t) => [
    uniqueIndex("held_campaigns_idempotency_key").on(t.idempotencyKey),
    index("held_campaigns_due").on(t.status, t.sendAt),
    index("held_campaigns_batch").on(t.batchId),
    index("held_campaigns_author").on(t.authorId),
  ],
);

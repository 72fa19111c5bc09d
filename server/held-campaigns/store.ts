import "server-only";

import { randomUUID } from "node:crypto";

import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { HeldStatus } from "@/lib/held-campaigns/machine";
import { db } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";

export type HeldRow = typeof heldCampaigns.$inferSelect;

/** A new number from the version sequence, for an UPDATE's `version` column. */
export const nextVersion = sql`nextval('held_campaign_versions')`;

export interface HeldPart {
  payload: ViberCampaignCreate;
  /** when it goes out; null: as soon as it may */
  sendAt: Date | null;
  recipientCount: number;
}

/**
 * Keeps a campaign in the console: one row per part (one part, or one per
 * local-time group), all under one batch id. Each row gets its own idempotency
 * key now, once. `needsApproval`: awaiting approval; else kept until its time.
 */
export async function holdCampaigns(input: {
  authorId: number;
  needsApproval: boolean;
  parts: readonly HeldPart[];
  batchId?: string;
}): Promise<HeldRow[]> {
  if (input.parts.length === 0) throw new Error("a held campaign needs at least one part");
  const batchId = input.batchId ?? randomUUID();
  const status: HeldStatus = input.needsApproval ? "awaiting_approval" : "held";
  return (await db())
    .insert(heldCampaigns)
    .values(
      input.parts.map((p) => ({
        batchId,
        authorId: input.authorId,
        payload: p.payload,
        recipientCount: p.recipientCount,
        sendAt: p.sendAt,
        status,
        needsApproval: input.needsApproval,
        idempotencyKey: randomUUID(),
      })),
    )
    .returning();
}

export interface HeldFilter {
  statuses?: readonly HeldStatus[];
  authorId?: number;
  batchId?: string;
  /** newest first; default 200 */
  limit?: number;
}

/** Held rows, newest first (a batch's rows by send time). */
export async function listHeld(filter: HeldFilter = {}): Promise<HeldRow[]> {
  const where: SQL[] = [];
  if (filter.statuses) where.push(inArray(heldCampaigns.status, [...filter.statuses]));
  if (filter.authorId !== undefined) where.push(eq(heldCampaigns.authorId, filter.authorId));
  if (filter.batchId !== undefined) where.push(eq(heldCampaigns.batchId, filter.batchId));
  return (await db())
    .select()
    .from(heldCampaigns)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(heldCampaigns.createdAt), asc(heldCampaigns.sendAt), asc(heldCampaigns.id))
    .limit(filter.limit ?? 200);
}

/** One batch's rows (one console campaign), by send time; empty when there is none. */
export function getBatch(batchId: string): Promise<HeldRow[]> {
  return listHeld({ batchId, limit: 1000 });
}

/** A batch's version: its rows' highest (every change takes a new, higher one). */
export function batchVersion(rows: readonly Pick<HeldRow, "version">[]): number {
  return rows.reduce((max, r) => Math.max(max, r.version), 0);
}

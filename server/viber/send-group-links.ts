import "server-only";

import { inArray, sql } from "drizzle-orm";

import type { SendGroupLink } from "@/lib/viber/campaign-list-view";
import type { SendGroupMember } from "@/lib/viber/send-group-rows";
import { db } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";

/**
 * Which of these upstream campaigns are send groups of one console campaign
 * (a batch of more than one held row), so the list can lead to the whole of it.
 */
export async function sendGroupLinks(ids: readonly number[]): Promise<Map<number, SendGroupLink>> {
  if (ids.length === 0) return new Map();
  const d = await db();
  const sent = await d
    .select({ id: heldCampaigns.upstreamId, batchId: heldCampaigns.batchId })
    .from(heldCampaigns)
    .where(inArray(heldCampaigns.upstreamId, [...ids]));
  if (sent.length === 0) return new Map();
  const sizes = await d
    .select({ batchId: heldCampaigns.batchId, n: sql<number>`count(*)::int` })
    .from(heldCampaigns)
    .where(inArray(heldCampaigns.batchId, [...new Set(sent.map((r) => r.batchId))]))
    .groupBy(heldCampaigns.batchId);
  const of = new Map(sizes.map((s) => [s.batchId, Number(s.n)]));
  return new Map(
    sent
      .filter((r) => r.id !== null && (of.get(r.batchId) ?? 0) > 1)
      .map((r) => [r.id!, { batchId: r.batchId, of: of.get(r.batchId)! }]),
  );
}

/** Every sent send group of a console campaign with more than one, by upstream id. */
export async function sendGroupMembers(): Promise<Map<number, SendGroupMember>> {
  const d = await db();
  const multi = d
    .select({ batchId: heldCampaigns.batchId })
    .from(heldCampaigns)
    .groupBy(heldCampaigns.batchId)
    .having(sql`count(*) > 1`);
  const rows = await d
    .select({
      id: heldCampaigns.upstreamId,
      batchId: heldCampaigns.batchId,
      name: sql<string | null>`${heldCampaigns.payload} ->> 'task_name'`,
      of: sql<number>`(count(*) over (partition by ${heldCampaigns.batchId}))::int`,
    })
    .from(heldCampaigns)
    .where(inArray(heldCampaigns.batchId, multi));
  return new Map(
    rows
      .filter((r) => r.id !== null)
      .map((r) => [r.id!, { batchId: r.batchId, of: Number(r.of), name: r.name ?? "" }]),
  );
}

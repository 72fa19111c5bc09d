import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import { FROM, step, type HeldStep } from "@/lib/held-campaigns/machine";
import { db } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";

import { batchVersion, nextVersion, type HeldPart, type HeldRow } from "./store";

export type ChangeRefusal =
  "not_found" | "conflict" | "wrong_status" | "own_campaign" | "not_author";
export type ChangeOutcome = { ok: true; rows: HeldRow[] } | { ok: false; reason: ChangeRefusal };

/**
 * Runs `step` on every row of a batch that the step may start from, in one
 * transaction with the rows locked, if the batch is still at `version` (what the
 * person saw). The refusals: another version (`conflict`), no row in a status the
 * step starts from, the machine's own (an approver's own campaign, a non-author's edit).
 */
async function change(
  batchId: string,
  s: HeldStep,
  ctx: { actorId: number; version: number | null; needsApproval?: boolean },
  set: (row: HeldRow) => Partial<typeof heldCampaigns.$inferInsert>,
  only?: (row: HeldRow) => boolean,
): Promise<ChangeOutcome> {
  return (await db()).transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(heldCampaigns)
      .where(eq(heldCampaigns.batchId, batchId))
      .for("update");
    if (rows.length === 0) return { ok: false, reason: "not_found" };
    if (ctx.version !== null && batchVersion(rows) !== ctx.version)
      return { ok: false, reason: "conflict" };
    const targets = rows.filter((r) => FROM[s].includes(r.status) && (!only || only(r)));
    if (targets.length === 0) return { ok: false, reason: "wrong_status" };
    const changed: HeldRow[] = [];
    for (const row of targets) {
      const outcome = step(row.status, s, {
        actorId: ctx.actorId,
        authorId: row.authorId,
        needsApproval: ctx.needsApproval,
      });
      if (!outcome.ok) return { ok: false, reason: outcome.reason };
      const [updated] = await tx
        .update(heldCampaigns)
        .set({ ...set(row), status: outcome.to, version: nextVersion, updatedAt: new Date() })
        .where(and(eq(heldCampaigns.id, row.id), inArray(heldCampaigns.status, [...FROM[s]])))
        .returning();
      if (updated) changed.push(updated);
    }
    return { ok: true, rows: changed };
  });
}

/** Approve (to be sent at its time) or send back with a comment; never one's own campaign. */
export function decideBatch(input: {
  batchId: string;
  version: number;
  actorId: number;
  decision: "approve" | "send_back";
  comment?: string;
}): Promise<ChangeOutcome> {
  return change(input.batchId, input.decision, input, () => ({
    decidedBy: input.actorId,
    decidedAt: new Date(),
    comment: input.comment?.trim() || null,
  }));
}

/** Cancels what of a batch is still in the console (what went upstream stays as it is). */
export function cancelBatch(input: {
  batchId: string;
  version: number | null;
  actorId: number;
}): Promise<ChangeOutcome> {
  return change(input.batchId, "cancel", input, () => ({}));
}

/**
 * The author changes one row (message, recipients, time): it needs approval
 * again when the setting says so, whatever it had; the approval, the comment and
 * any earlier error are cleared. A failure that may have created it upstream is
 * not editable (it could go out twice).
 */
export function editHeld(input: {
  id: number;
  batchId: string;
  version: number;
  actorId: number;
  needsApproval: boolean;
  part: HeldPart;
}): Promise<ChangeOutcome> {
  return change(
    input.batchId,
    "edit",
    input,
    () => ({
      payload: input.part.payload,
      sendAt: input.part.sendAt,
      recipientCount: input.part.recipientCount,
      needsApproval: input.needsApproval,
      decidedBy: null,
      decidedAt: null,
      comment: null,
      error: null,
      late: false,
      attempts: 0,
    }),
    (row) => row.id === input.id && !row.outcomeUnknown,
  );
}

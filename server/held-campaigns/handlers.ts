import "server-only";

import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";
import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import type { z } from "zod";

import { HELD_STATUS_LABELS } from "@/lib/held-campaigns/machine";
import type {
  HeldCampaignView,
  HeldCreateReply,
  heldCreateSchema,
  heldEditSchema,
  HeldListReply,
} from "@/lib/held-campaigns/schema";
import type { CurrentUser } from "@/server/auth/current-user";
import { env } from "@/server/env";
import { forbidden, HttpError, notFound } from "@/server/errors";

import type { ChangeOutcome } from "./changes";
import { editHeld } from "./changes";
import { approvalFor, approvalPolicy } from "./policy";
import { getBatch, holdCampaigns, listHeld, type HeldPart } from "./store";
import { tell } from "./tell";
import { viewBatches } from "./view";

/** The instant a campaign's send_date means (the account's zone); null for "now". */
export function sendAtOf(body: ViberCampaignCreate): Date | null {
  if (body.send_date === "now") return null;
  const ms = parseUpstreamDate(body.send_date, env().MESSAGING_API_TIMEZONE);
  return ms === null ? null : new Date(ms);
}

function partOf(body: ViberCampaignCreate, recipientCount: number): HeldPart {
  const sendAt = sendAtOf(body);
  if (sendAt && sendAt.getTime() <= Date.now())
    throw new HttpError("validation_failed", "The send time has passed: choose a later one.", {
      send_date: "Choose a time in the future",
    });
  return { payload: body, sendAt, recipientCount };
}

/** A refusal of the store, as the console API's error. */
export function refusal(outcome: Exclude<ChangeOutcome, { ok: true }>): HttpError {
  switch (outcome.reason) {
    case "not_found":
      return notFound("No such campaign in the console.");
    case "own_campaign":
      return new HttpError(
        "own_campaign",
        "Nobody approves their own campaign: another approver must.",
      );
    case "not_author":
      return forbidden("Only the person who asked for this campaign can change it.");
    case "conflict":
    case "wrong_status":
      return new HttpError(
        "held_conflict",
        "This campaign changed since this page read it (edited, decided, sent or cancelled): reload it.",
      );
  }
}

export async function listFor(
  user: CurrentUser,
  q: { status?: HeldCampaignView["status"]; mine?: "1" },
): Promise<HeldListReply> {
  const rows = await listHeld({ authorId: q.mine ? user.id : undefined, limit: 500 });
  let items = await viewBatches(rows, user);
  if (q.status) items = items.filter((c) => c.status === q.status);
  return { items, policy: await approvalPolicy() };
}

export async function detailFor(user: CurrentUser, batchId: string): Promise<HeldCampaignView> {
  const [view] = await viewBatches(await getBatch(batchId), user);
  if (!view) throw notFound("No such campaign in the console.");
  return view;
}

/** Keeps a campaign: for approval when the setting asks, else (scheduled, `keep`) until its time. */
export async function create(
  user: CurrentUser,
  body: z.output<typeof heldCreateSchema>,
): Promise<HeldCreateReply> {
  const { needed, recipientCount } = await approvalFor(body.campaign);
  if (!needed && (!body.keep || body.campaign.send_date === "now"))
    throw new HttpError(
      "validation_failed",
      "This campaign needs no approval: only a scheduled one can be kept in the console until its time.",
      { keep: "Only a scheduled campaign" },
    );
  const rows = await holdCampaigns({
    authorId: user.id,
    needsApproval: needed,
    parts: [partOf(body.campaign, recipientCount)],
  });
  const row = rows[0]!;
  if (needed)
    await tell(
      row.batchId,
      `“${body.campaign.task_name ?? "A campaign"}” awaits approval`,
      `${user.name} asks to send it to ${recipientCount.toLocaleString("en")} recipients.`,
      "approvers",
    );
  return { held: true, batchId: row.batchId, status: row.status };
}

export async function edit(
  user: CurrentUser,
  batchId: string,
  body: z.output<typeof heldEditSchema>,
): Promise<HeldCampaignView> {
  const { needed, recipientCount } = await approvalFor(body.campaign);
  const outcome = await editHeld({
    id: body.id,
    batchId,
    version: body.version,
    actorId: user.id,
    needsApproval: needed,
    part: partOf(body.campaign, recipientCount),
  });
  if (!outcome.ok) throw refusal(outcome);
  const after = outcome.rows[0]!;
  if (after.status === "awaiting_approval")
    await tell(
      batchId,
      `“${body.campaign.task_name ?? "A campaign"}” was changed: ${HELD_STATUS_LABELS[after.status].toLowerCase()}`,
      `${user.name} changed it; it needs approval again.`,
      "approvers",
    );
  return detailFor(user, batchId);
}

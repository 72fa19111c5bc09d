import "server-only";

import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import { zoneLabel } from "@/lib/datetime";
import type { CampaignCounters } from "@/lib/schemas/resources/viber";
import type { SendGroupsCreate, SendGroupsView } from "@/lib/schemas/viber/send-groups";
import { byZone, type SendGroup } from "@/lib/schemas/viber/zone-groups";
import { localPlan, oneTimePlan } from "@/lib/viber/send-plan";
import type { CurrentUser } from "@/server/auth/current-user";
import { env } from "@/server/env";
import { forbidden, HttpError, notFound } from "@/server/errors";
import { upstream } from "@/server/upstream";
import { quietHours } from "@/server/viber/quiet-hours";

import { editHeld } from "./changes";
import { approvalFor } from "./policy";
import { releaseDue } from "./release";
import { batchVersion, getBatch, holdCampaigns, type HeldRow } from "./store";
import { tell } from "./tell";

const refuse = (message: string, field = "send_date") =>
  new HttpError("validation_failed", message, { [field]: message });

/** The groups a request makes, computed here as the composer computed them. */
async function groupsOf(body: SendGroupsCreate, now: number): Promise<SendGroup[]> {
  const timeZone = env().MESSAGING_API_TIMEZONE;
  const input = {
    phones: body.campaign.recipients ?? [],
    timeZone,
    quiet: await quietHours(),
    now,
  };
  if (body.delivery.mode === "local") {
    const plan = localPlan(body.delivery.date, body.delivery.time, input);
    if (!plan?.groups) throw refuse("Not a real date and time", "delivery");
    if (plan.past.length > 0)
      throw refuse(
        `${body.delivery.time} on ${body.delivery.date} has already passed in ${plan.past.map((g) => zoneLabel(g.zone!)).join(", ")}: choose a later date`,
        "delivery",
      );
    return plan.groups;
  }
  const at =
    body.campaign.send_date === "now" ? null : parseUpstreamDate(body.campaign.send_date, timeZone);
  if (at === null || at <= now) throw refuse("Choose a send time in the future");
  const plan = oneTimePlan(at, true, input);
  return (
    plan.groups ?? [{ key: "main", zone: null, countries: [], phones: input.phones, sendAt: at }]
  );
}

/**
 * Keeps the campaign in the console as one held row per send group (one batch,
 * each row with its own idempotency key, all written at once), then sends what
 * is already due; the others go upstream shortly before their time.
 */
export async function holdSendGroups(user: CurrentUser, body: SendGroupsCreate) {
  const groups = await groupsOf(body, Date.now());
  const timeZone = env().MESSAGING_API_TIMEZONE;
  // the whole campaign's recipients decide, as for any other campaign
  const { needed } = await approvalFor(body.campaign);
  const rows = await holdCampaigns({
    authorId: user.id,
    needsApproval: needed,
    parts: groups.map((g) => ({
      payload: {
        ...body.campaign,
        recipients: g.phones,
        send_date: formatUpstreamDate(g.sendAt, timeZone),
      },
      sendAt: new Date(g.sendAt),
      recipientCount: g.phones.length,
    })),
  });
  const batchId = rows[0]!.batchId;
  if (needed)
    await tell(
      batchId,
      `“${body.campaign.task_name ?? "A campaign"}” awaits approval`,
      `${user.name} asks to send it at recipients' own times, in ${groups.length} groups.`,
      "approvers",
    );
  else await releaseNow();
  return viewOf(batchId);
}

/** Sends what is due; the release job sends it at its next run when this fails. */
const releaseNow = () =>
  releaseDue().catch((err: unknown) =>
    console.warn("[send-groups] release:", err instanceof Error ? err.message : err),
  );

/**
 * The groups whose creation upstream failed (certainly not created) go back in
 * line, each with the key it had, and are sent again; the others stay as they are.
 */
export async function retryFailedGroups(user: CurrentUser, batchId: string) {
  let rows = await getBatch(batchId);
  if (rows.length === 0) throw notFound("No such campaign in the console.");
  if (rows[0]!.authorId !== user.id)
    throw forbidden("Only the person who created this campaign can send its groups again.");
  const failed = rows.filter((r) => r.status === "failed" && !r.outcomeUnknown);
  if (failed.length === 0)
    throw new HttpError(
      "validation_failed",
      "No group of this campaign is waiting to be sent again.",
    );
  for (const row of failed) {
    const outcome = await editHeld({
      id: row.id,
      batchId,
      version: batchVersion(rows),
      actorId: user.id,
      needsApproval: false,
      part: { payload: row.payload, sendAt: row.sendAt, recipientCount: row.recipientCount },
    });
    if (!outcome.ok)
      throw new HttpError("validation_failed", "This campaign changed meanwhile: reload it.");
    rows = await getBatch(batchId);
  }
  await releaseNow();
  return viewOf(batchId);
}

const ZERO: CampaignCounters = {
  sent: 0,
  delivered: 0,
  read: 0,
  redirected: 0,
  undelivered: 0,
  errors: 0,
};

/** A batch's groups with what became of each, and the sent ones' counters summed. */
export async function viewOf(batchId: string): Promise<SendGroupsView> {
  const rows = await getBatch(batchId);
  if (rows.length === 0) throw notFound("No such campaign in the console.");
  const timeZone = env().MESSAGING_API_TIMEZONE;
  const sent = rows.filter((r) => r.upstreamId !== null);
  const stats = await Promise.all(
    sent.map((r) =>
      upstream()
        .viber.getCampaign(r.upstreamId!)
        .catch(() => null),
    ),
  );
  const figures = sent.length
    ? stats.reduce<CampaignCounters>((sum, s) => {
        if (!s) return sum;
        const out = { ...sum };
        for (const k of Object.keys(ZERO) as (keyof CampaignCounters)[]) out[k] += s.statistic[k];
        return out;
      }, ZERO)
    : null;
  return {
    batchId,
    name: rows[0]!.payload.task_name ?? "",
    groups: [...rows].sort(bySendAt).map((r) => groupView(r, timeZone)),
    figures,
  };
}

const bySendAt = (a: HeldRow, b: HeldRow) =>
  (a.sendAt?.getTime() ?? 0) - (b.sendAt?.getTime() ?? 0) || a.id - b.id;

function groupView(r: HeldRow, timeZone: string) {
  const zones = byZone(r.payload.recipients ?? [], timeZone);
  const one = zones.length === 1 ? zones[0]! : null;
  return {
    id: r.id,
    zone: one?.zone ?? null,
    countries: one ? [...one.countries].sort() : [],
    sendAt: (r.sendAt ?? r.createdAt).toISOString(),
    recipients: r.recipientCount,
    status: r.status,
    upstreamId: r.upstreamId,
    error: r.error,
    late: r.late,
  };
}

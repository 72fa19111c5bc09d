import "server-only";

import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";

import { FROM } from "@/lib/held-campaigns/machine";
import { db } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";
import { upstream, UpstreamError } from "@/server/upstream";
import { forgetCampaignList } from "@/server/viber/campaign-list";

import { nextVersion, type HeldRow } from "./store";

/** A row goes upstream this long before its time (the upstream then holds it until then). */
export const RELEASE_LEAD_MS = 2 * 60_000;
/** A row still "sending" this long after its claim: the process stopped mid-call. */
export const STUCK_SENDING_MS = 10 * 60_000;
/** Releases refused for a passing reason (busy, unreachable) are retried this often at most. */
export const MAX_ATTEMPTS = 5;
/**
 * Rows claimed at a time: one, the row about to be sent. A process that dies leaves
 * its claimed rows "sending", failed later as maybe created upstream and never sent
 * again: rows claimed alongside the one in flight would share that fate unsent.
 */
const BATCH = 1;

export type Send = (payload: ViberCampaignCreate, row: HeldRow) => Promise<{ id: number }>;

export interface Released {
  expired: HeldRow[];
  sent: HeldRow[];
  failed: HeldRow[];
  /** refused for a passing reason; back in line for the next run */
  retrying: HeldRow[];
}

const sendUpstream: Send = (payload) => upstream().viber.createCampaign(payload);

/**
 * Sends every due row upstream, each exactly once however many consoles run this
 * at once: a row is claimed (status → sending) by one UPDATE whose rows are picked
 * FOR UPDATE SKIP LOCKED and re-checked, so only one caller gets it. Rows waiting
 * for approval whose time has passed expire instead (not sent). A row released
 * after its time (the console was down) goes out "now" and is marked late.
 */
export async function releaseDue(
  opts: { now?: Date; send?: Send; leadMs?: number } = {},
): Promise<Released> {
  const now = opts.now ?? new Date();
  const send = opts.send ?? sendUpstream;
  const d = await db();
  const out: Released = { expired: [], sent: [], failed: [], retrying: [] };

  out.expired = await d
    .update(heldCampaigns)
    .set({ status: "expired", version: nextVersion, updatedAt: now })
    .where(
      and(
        inArray(heldCampaigns.status, [...FROM.expire]),
        isNotNull(heldCampaigns.sendAt),
        lte(heldCampaigns.sendAt, now),
      ),
    )
    .returning();

  out.failed.push(...(await failStuck(now)));

  const dueBy = new Date(now.getTime() + (opts.leadMs ?? RELEASE_LEAD_MS));
  for (;;) {
    const claimed = await claim(now, dueBy);
    let retrying = false;
    for (const row of claimed) {
      const result = await sendOne(row, now, send);
      out[result.kind].push(result.row);
      retrying ||= result.kind === "retrying";
    }
    // a row put back for a retry waits for the next run, not this loop
    if (claimed.length < BATCH || retrying) break;
  }
  // the campaign list is read again, so what just went upstream is in it at once
  if (out.sent.length) forgetCampaignList();
  return out;
}

/**
 * Claims up to BATCH due rows for this caller alone. The pick runs once, as an
 * uncorrelated ARRAY(...) (an InitPlan), never as `id IN (pick)`: on a small table
 * PostgreSQL plans that as a nested-loop semi join that runs the pick again for each
 * due row, and each run skips the rows this statement already claimed (FOR UPDATE
 * ignores them), so one "LIMIT 1" claim took every due row.
 */
async function claim(now: Date, dueBy: Date): Promise<HeldRow[]> {
  const d = await db();
  const due = and(
    inArray(heldCampaigns.status, [...FROM.claim]),
    or(isNull(heldCampaigns.sendAt), lte(heldCampaigns.sendAt, dueBy)),
  );
  const pick = d
    .select({ id: heldCampaigns.id })
    .from(heldCampaigns)
    .where(due)
    .orderBy(asc(heldCampaigns.sendAt), asc(heldCampaigns.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return d
    .update(heldCampaigns)
    .set({
      status: "sending",
      claimedAt: now,
      late: sql`${heldCampaigns.sendAt} IS NOT NULL AND ${heldCampaigns.sendAt} < ${now.toISOString()}::timestamptz`,
      version: nextVersion,
      updatedAt: now,
    })
    .where(and(sql`${heldCampaigns.id} = ANY(ARRAY${pick})`, due))
    .returning();
}

type SendResult = { kind: "sent" | "failed" | "retrying"; row: HeldRow };

async function sendOne(row: HeldRow, now: Date, send: Send): Promise<SendResult> {
  const d = await db();
  // its time has come (or passed): the upstream is asked to send at once, not in the past
  const goesNow = !row.sendAt || row.sendAt.getTime() <= now.getTime();
  const payload = goesNow ? { ...row.payload, send_date: "now" } : row.payload;
  const sending = and(eq(heldCampaigns.id, row.id), eq(heldCampaigns.status, "sending"));
  try {
    const created = await send(payload, row);
    const [sent] = await d
      .update(heldCampaigns)
      .set({
        status: "sent",
        upstreamId: created.id,
        sentAt: new Date(),
        error: null,
        version: nextVersion,
        updatedAt: new Date(),
      })
      .where(sending)
      .returning();
    return { kind: "sent", row: sent ?? row };
  } catch (err) {
    const unknown = !(err instanceof UpstreamError) || err.maybeProcessed;
    const passing =
      err instanceof UpstreamError &&
      !unknown &&
      (err.code === "rate_limited" || err.code === "upstream_unavailable") &&
      row.attempts + 1 < MAX_ATTEMPTS;
    const message = err instanceof Error ? err.message : String(err);
    const [changed] = await d
      .update(heldCampaigns)
      .set({
        status: passing ? (row.needsApproval ? "approved" : "held") : "failed",
        error: unknown
          ? `${message} It may have been created upstream: check the campaign list before sending it again.`
          : message,
        outcomeUnknown: unknown,
        attempts: row.attempts + 1,
        version: nextVersion,
        updatedAt: new Date(),
      })
      .where(sending)
      .returning();
    return { kind: passing ? "retrying" : "failed", row: changed ?? row };
  }
}

/** Rows whose sender stopped mid-call: the outcome is unknown, so never sent again. */
function failStuck(now: Date): Promise<HeldRow[]> {
  return db().then((d) =>
    d
      .update(heldCampaigns)
      .set({
        status: "failed",
        outcomeUnknown: true,
        error:
          "The console stopped while sending this campaign. It may have been created upstream: check the campaign list before sending it again.",
        version: nextVersion,
        updatedAt: now,
      })
      .where(
        and(
          eq(heldCampaigns.status, "sending"),
          lte(heldCampaigns.claimedAt, new Date(now.getTime() - STUCK_SENDING_MS)),
        ),
      )
      .returning(),
  );
}

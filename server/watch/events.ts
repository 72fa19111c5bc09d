import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq, isNull, lt, sql } from "drizzle-orm";

import type { Permission } from "@/lib/permissions";
import { db } from "@/server/db/client";
import { watchConditions, watchEvents } from "@/server/db/schema";
import { registerJob, scheduleJob, sendJob } from "@/server/jobs/runner";

/**
 * Events: what the watch raises once and every channel delivers (the bell,
 * email, chat and signed webhooks), each under the same id. A rule reports what
 * it measured with `observe`; a change of state raises "fired" or "resolved".
 */
export interface Measured {
  /** What was measured, in words ("hard bounces of mail from example.com"). */
  what: string;
  /** The value as a person reads it ("3.1 % (7 of 226)"). */
  value: string;
  threshold?: string;
  window?: string;
  [key: string]: unknown;
}

export interface EventText {
  title: string;
  summary: string;
  link?: string;
  severity: "info" | "warning" | "critical";
  permission: Permission;
}

export type WatchEvent = typeof watchEvents.$inferSelect;

export interface Observation {
  ruleId: string;
  subject: string;
  holds: boolean;
  measured: Measured;
  /** The event's words when the condition starts ("fired") or ends ("resolved"). */
  describe(change: "fired" | "resolved"): EventText;
}

/**
 * Records what a rule saw for a subject. Under the condition's row lock: when the
 * state changes an event is raised (and returned), else only the figures are kept,
 * so an alert fires once when its condition starts and once when it ends.
 */
export async function observe(o: Observation): Promise<WatchEvent | null> {
  const database = await db();
  const event = await database.transaction(async (tx) => {
    await tx
      .insert(watchConditions)
      .values({ ruleId: o.ruleId, subject: o.subject, state: "ok" })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ state: watchConditions.state })
      .from(watchConditions)
      .where(and(eq(watchConditions.ruleId, o.ruleId), eq(watchConditions.subject, o.subject)))
      .for("update");
    const next = o.holds ? "firing" : "ok";
    const changed = row?.state !== next;
    await tx
      .update(watchConditions)
      .set({
        state: next,
        measured: o.measured,
        checkedAt: sql`now()`,
        ...(changed ? { since: sql`now()` } : {}),
      })
      .where(and(eq(watchConditions.ruleId, o.ruleId), eq(watchConditions.subject, o.subject)));
    if (!changed) return null;
    const change = o.holds ? "fired" : "resolved";
    const [inserted] = await tx
      .insert(watchEvents)
      .values(eventRow(`alert.${change}`, o.describe(change), o.measured, o.ruleId, o.subject))
      .returning();
    return inserted ?? null;
  });
  if (event) await fanOut(event.id);
  return event;
}

/** Raises an event that is not a rule's condition (a campaign finished, a test event). */
export async function publish(
  type: string,
  text: EventText,
  measured?: Measured,
  ruleId?: string,
  subject?: string,
): Promise<WatchEvent> {
  const [event] = await (
    await db()
  )
    .insert(watchEvents)
    .values(eventRow(type, text, measured, ruleId, subject))
    .returning();
  if (!event) throw new Error("watch: the event was not stored");
  await fanOut(event.id);
  return event;
}

function eventRow(
  type: string,
  text: EventText,
  measured: Measured | undefined,
  ruleId?: string,
  subject?: string,
) {
  return { id: `evt_${randomUUID()}`, type, ruleId, subject, measured, ...text };
}

type Channel = (event: WatchEvent) => Promise<void>;
const g = globalThis as unknown as { __watchChannels?: Map<string, Channel> };
const channels: Map<string, Channel> = (g.__watchChannels ??= new Map<string, Channel>());

/**
 * A way of telling people (server/watch/channels/…). Each must be idempotent per
 * event: a fan-out that failed half way is run again whole.
 */
export function registerChannel(name: string, deliver: Channel): void {
  channels.set(name, deliver);
}

const FAN_OUT = "watch-fan-out";
const SWEEP = "watch-fan-out-sweep";

/** One fan-out job per event: the job id is the event's, so enqueuing twice enqueues once. */
async function fanOut(eventId: string): Promise<void> {
  await sendJob(FAN_OUT, { eventId }, { id: eventId.slice("evt_".length) }).catch((err) =>
    // the sweep below enqueues it again within a minute
    console.error("[watch] fan-out not enqueued:", err instanceof Error ? err.message : err),
  );
}

registerJob<{ eventId: string }>(
  FAN_OUT,
  async ({ eventId }) => {
    const database = await db();
    const [event] = await database.select().from(watchEvents).where(eq(watchEvents.id, eventId));
    if (!event) return;
    const failures: string[] = [];
    for (const [name, deliver] of channels) {
      await deliver(event).catch((err: unknown) => {
        failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    if (failures.length) throw new Error(failures.join("; "));
    await database
      .update(watchEvents)
      .set({ fannedOutAt: sql`now()` })
      .where(eq(watchEvents.id, eventId));
  },
  { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 300, concurrency: 4 },
);

// An event whose fan-out was never enqueued (the process died between the two) is
// enqueued again by this sweep; an enqueued one is not duplicated (same job id).
registerJob(SWEEP, async () => {
  const stale = await (
    await db()
  )
    .select({ id: watchEvents.id })
    .from(watchEvents)
    .where(
      and(
        isNull(watchEvents.fannedOutAt),
        lt(watchEvents.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
  for (const { id } of stale) await fanOut(id);
});
scheduleJob(SWEEP, "* * * * *");

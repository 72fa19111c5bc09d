import "server-only";

import { randomUUID } from "node:crypto";

import { and, eq, gt, lt, sql } from "drizzle-orm";

import { db } from "@/server/db/client";
import { watchEvents, webhookDeliveries, type webhookEndpoints } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { sendJob } from "@/server/jobs/runner";

import { deliveryJobId } from "./job-id";

/** Enqueuing deliveries (delivery.ts runs them): a fan-out's, "Send again", a test event. */
export const DELIVER = "webhook-deliver";

type Endpoint = typeof webhookEndpoints.$inferSelect;
export interface DeliverJob {
  endpointId: number;
  eventId: string;
  send: number;
}

/** Enqueues an event's delivery once: the fan-out may call this again for the same pair. */
export async function enqueueDelivery(endpointId: number, eventId: string): Promise<void> {
  const database = await db();
  const [created] = await database
    .insert(webhookDeliveries)
    .values({ endpointId, eventId, state: "pending" })
    .onConflictDoNothing()
    .returning();
  const row =
    created ??
    (
      await database
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventId, eventId)),
        )
    )[0];
  // pending: the job may be there or not (a crash between the insert and the send); its id dedupes
  if (row?.state === "pending") await sendDelivery(endpointId, eventId, row.sends);
}

/** An event for a paused endpoint: kept, and sent when it resumes (requeuePaused). */
export async function holdDelivery(endpointId: number, eventId: string): Promise<void> {
  await (
    await db()
  )
    .insert(webhookDeliveries)
    .values({ endpointId, eventId, state: "paused" })
    .onConflictDoNothing();
}

/**
 * A queue that cannot take the job now (not started, a lost connection) leaves the
 * delivery pending: the sweep (delivery.ts) sends it again, under the same id.
 */
async function sendDelivery(endpointId: number, eventId: string, send: number): Promise<void> {
  await sendJob(DELIVER, { endpointId, eventId, send } satisfies DeliverJob, {
    id: deliveryJobId(endpointId, eventId, send),
  }).catch((err: unknown) =>
    console.error("[webhooks] delivery not enqueued:", err instanceof Error ? err.message : err),
  );
}

/** Pending deliveries left without a job a minute ago: enqueued again (a job still there dedupes). */
export async function sweepPending(): Promise<void> {
  const stale = await (
    await db()
  )
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.state, "pending"),
        lt(webhookDeliveries.updatedAt, sql`now() - interval '1 minute'`),
        gt(webhookDeliveries.updatedAt, sql`now() - interval '25 hours'`),
      ),
    )
    .limit(100);
  for (const d of stale) await sendDelivery(d.endpointId, d.eventId, d.sends);
}

/** "Send again": a new send of the same event (the same webhook-id), whatever came of the last. */
export async function sendAgain(endpointId: number, eventId: string): Promise<void> {
  const database = await db();
  const [event] = await database
    .select({ id: watchEvents.id })
    .from(watchEvents)
    .where(eq(watchEvents.id, eventId));
  if (!event) throw notFound("No such event.");
  const [row] = await database
    .insert(webhookDeliveries)
    .values({ endpointId, eventId, state: "pending" })
    .onConflictDoUpdate({
      target: [webhookDeliveries.endpointId, webhookDeliveries.eventId],
      set: {
        state: "pending",
        sends: sql`${webhookDeliveries.sends} + 1`,
        firstAttemptAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  await sendDelivery(endpointId, eventId, row!.sends);
}

/** Sends what a pause held back (of the last 24 hours) once the endpoint is on again. */
export async function requeuePaused(endpointId: number): Promise<void> {
  const held = await (
    await db()
  )
    .select({ eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.state, "paused"),
        gt(webhookDeliveries.updatedAt, sql`now() - interval '24 hours'`),
      ),
    )
    .limit(1000);
  for (const { eventId } of held) await sendAgain(endpointId, eventId);
}

/**
 * A test event for one endpoint: stored like any event (so its log and "Send again"
 * work) but handed to no other channel.
 */
export async function sendTestEvent(endpoint: Endpoint): Promise<string> {
  const id = `evt_${randomUUID()}`;
  await (await db()).insert(watchEvents).values({
    id,
    type: "webhook.test",
    subject: `webhook:${endpoint.id}`,
    severity: "info",
    title: `Test event for "${endpoint.name}"`,
    summary: "Sent from the console's webhook page to check the receiver.",
    link: `/admin/webhooks/${endpoint.id}`,
    measured: { what: "a test", value: "nothing measured" },
    permission: "users:manage",
    fannedOutAt: new Date(),
  });
  await enqueueDelivery(endpoint.id, id);
  return id;
}

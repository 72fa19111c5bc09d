import "server-only";

import { and, eq, lt, ne, sql } from "drizzle-orm";

import { db } from "@/server/db/client";
import {
  watchEvents,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";
import { registerJob, scheduleJob } from "@/server/jobs/runner";
import { registerChannel, type WatchEvent } from "@/server/watch/events";

import { attemptDelivery, isSuccess } from "./attempt";
import { DELIVERY_JOB, RETRY_WINDOW_MS } from "./backoff";
import { DELIVER, enqueueDelivery, holdDelivery, sweepPending, type DeliverJob } from "./enqueue";
import { noteFailure, noteSuccess } from "./pause";

type Endpoint = typeof webhookEndpoints.$inferSelect;

/** Whether an endpoint takes an event: its types (none: all), and for a rule's alert its rules. */
export function wants(endpoint: Endpoint, event: Pick<WatchEvent, "type" | "ruleId">): boolean {
  if (endpoint.eventTypes.length && !endpoint.eventTypes.includes(event.type)) return false;
  if (endpoint.ruleIds.length && event.ruleId && !endpoint.ruleIds.includes(event.ruleId))
    return false;
  return true;
}

async function setState(job: DeliverJob, state: "delivered" | "failed" | "paused") {
  await (
    await db()
  )
    .update(webhookDeliveries)
    .set({ state, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.endpointId, job.endpointId),
        eq(webhookDeliveries.eventId, job.eventId),
        eq(webhookDeliveries.sends, job.send),
      ),
    );
}

/**
 * One run of a delivery job: one job per (endpoint, event, send) with a stable id
 * (enqueue.ts). A failed attempt throws and pg-boss retries the job with
 * exponential backoff (backoff.ts) until the delivery is 24 hours old.
 */
export async function runDelivery(
  job: DeliverJob,
  { retryCount }: { retryCount: number },
): Promise<void> {
  const database = await db();
  const [endpoint] = await database
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, job.endpointId));
  const [delivery] = await database
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, job.endpointId),
        eq(webhookDeliveries.eventId, job.eventId),
      ),
    );
  // deleted, superseded by a later send, or already done (a retry after a crash past the attempt)
  if (!endpoint || !delivery || delivery.sends !== job.send || delivery.state !== "pending") return;
  if (!endpoint.enabled || endpoint.pausedAt) return setState(job, "paused");
  const [event] = await database.select().from(watchEvents).where(eq(watchEvents.id, job.eventId));
  if (!event) return setState(job, "failed");

  const [counted] = await database
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${webhookDeliveries.firstAttemptAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(webhookDeliveries.endpointId, job.endpointId),
        eq(webhookDeliveries.eventId, job.eventId),
        eq(webhookDeliveries.sends, job.send),
      ),
    )
    .returning();
  const result = await attemptDelivery(endpoint, event);
  if (isSuccess(result)) {
    await setState(job, "delivered");
    return noteSuccess(endpoint.id);
  }
  await noteFailure(endpoint.id);
  const firstAt = counted?.firstAttemptAt?.getTime() ?? Date.now();
  if (Date.now() - firstAt >= RETRY_WINDOW_MS || retryCount >= DELIVERY_JOB.retryLimit)
    return setState(job, "failed");
  throw new Error(result.error ?? `HTTP ${result.status}`);
}

registerJob<DeliverJob>(DELIVER, runDelivery, DELIVERY_JOB);

const SWEEP = "webhook-sweep";
registerJob(SWEEP, sweepPending);
scheduleJob(SWEEP, "* * * * *");

// the delivery log keeps 30 days
const TRIM = "webhook-log-trim";
registerJob(TRIM, async () => {
  const database = await db();
  await database
    .delete(webhookAttempts)
    .where(lt(webhookAttempts.at, sql`now() - interval '30 days'`));
  await database
    .delete(webhookDeliveries)
    .where(
      and(
        ne(webhookDeliveries.state, "pending"),
        lt(webhookDeliveries.updatedAt, sql`now() - interval '30 days'`),
      ),
    );
});
scheduleJob(TRIM, "23 * * * *");

// every endpoint that takes the event: a paused one keeps it for when it resumes
registerChannel("webhooks", async (event) => {
  const endpoints = await (
    await db()
  )
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true));
  for (const endpoint of endpoints) {
    if (!wants(endpoint, event)) continue;
    if (endpoint.pausedAt || !endpoint.enabled) await holdDelivery(endpoint.id, event.id);
    else await enqueueDelivery(endpoint.id, event.id);
  }
});

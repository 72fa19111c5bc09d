import "server-only";

import { and, eq, isNull, or, sql } from "drizzle-orm";

import { db } from "@/server/db/client";
import { webhookEndpoints } from "@/server/db/schema";
import { publish } from "@/server/watch/events";

/** Paused after this many failed attempts in a row, or after failing this long. */
export const PAUSE_AFTER_FAILURES = 10;
export const PAUSE_AFTER_HOURS = 24;

export async function noteSuccess(endpointId: number): Promise<void> {
  await (
    await db()
  )
    .update(webhookEndpoints)
    .set({ failures: 0, failingSince: null })
    .where(eq(webhookEndpoints.id, endpointId));
}

/**
 * Counts a failed attempt and pauses the endpoint once it has failed too often or
 * too long. The pause is one conditional UPDATE, so of several instances failing
 * at once one pauses it and raises the alert.
 */
export async function noteFailure(endpointId: number): Promise<boolean> {
  const database = await db();
  await database
    .update(webhookEndpoints)
    .set({
      failures: sql`${webhookEndpoints.failures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())`,
    })
    .where(eq(webhookEndpoints.id, endpointId));
  const [paused] = await database
    .update(webhookEndpoints)
    .set({
      pausedAt: sql`now()`,
      pausedReason: sql`case when ${webhookEndpoints.failures} >= ${PAUSE_AFTER_FAILURES}
        then ${webhookEndpoints.failures} || ' attempts in a row failed'
        else 'every attempt failed for ${sql.raw(String(PAUSE_AFTER_HOURS))} hours' end`,
    })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.enabled, true),
        isNull(webhookEndpoints.pausedAt),
        or(
          sql`${webhookEndpoints.failures} >= ${PAUSE_AFTER_FAILURES}`,
          sql`${webhookEndpoints.failingSince} <= now() - ${`${PAUSE_AFTER_HOURS} hours`}::interval`,
        ),
      ),
    )
    .returning();
  if (!paused) return false;
  await publish(
    "webhook.paused",
    {
      title: `Webhook "${paused.name}" paused`,
      summary: `Deliveries to it stopped: ${paused.pausedReason}. Check the receiver, then resume it on its page; "Send again" delivers what it missed.`,
      link: `/admin/webhooks/${paused.id}`,
      severity: "warning",
      permission: "users:manage",
    },
    {
      what: "failed delivery attempts in a row",
      value: String(paused.failures),
      threshold: `${PAUSE_AFTER_FAILURES} in a row or ${PAUSE_AFTER_HOURS} h failing`,
    },
    undefined,
    `webhook:${paused.id}`,
  );
  return true;
}

import "server-only";

import { desc, eq } from "drizzle-orm";

import type { WebhookAttemptRow } from "@/lib/webhooks/schema";
import { db } from "@/server/db/client";
import { watchEvents, webhookAttempts } from "@/server/db/schema";

/** The delivery log of an endpoint: its latest attempts, newest first, with their events' titles. */
export async function listAttempts(endpointId: number, limit = 100): Promise<WebhookAttemptRow[]> {
  const rows = await (
    await db()
  )
    .select({
      attempt: webhookAttempts,
      eventType: watchEvents.type,
      eventTitle: watchEvents.title,
    })
    .from(webhookAttempts)
    .leftJoin(watchEvents, eq(watchEvents.id, webhookAttempts.eventId))
    .where(eq(webhookAttempts.endpointId, endpointId))
    .orderBy(desc(webhookAttempts.id))
    .limit(limit);
  return rows.map(({ attempt: a, eventType, eventTitle }) => ({
    id: a.id,
    eventId: a.eventId,
    eventType,
    eventTitle,
    at: a.at.toISOString(),
    durationMs: a.durationMs,
    ok: a.ok,
    status: a.status,
    error: a.error,
    response: a.response,
  }));
}

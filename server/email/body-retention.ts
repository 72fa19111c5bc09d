import "server-only";

import { lt } from "drizzle-orm";

import { db } from "@/server/db/client";
import { sentEmailBodies } from "@/server/db/schema";
import { env } from "@/server/env";

const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

export const retentionDays = () => env().EMAIL_BODY_RETENTION_DAYS;
export const cutoff = (now: Date) => new Date(now.getTime() - retentionDays() * DAY_MS);

export async function purgeExpiredBodies(now = new Date()): Promise<number> {
  const d = await db();
  const gone = await d
    .delete(sentEmailBodies)
    .where(retentionDays() === 0 ? undefined : lt(sentEmailBodies.sentAt, cutoff(now)))
    .returning({ id: sentEmailBodies.id });
  return gone.length;
}

const state = globalThis as unknown as { __bodiesPurgedAt?: number };

/** Reads filter by age anyway: at start-up, then at most hourly on a write. */
export async function purgeNowAndThen(now = new Date()): Promise<void> {
  if (
    state.__bodiesPurgedAt !== undefined &&
    now.getTime() - state.__bodiesPurgedAt < PURGE_EVERY_MS
  )
    return;
  state.__bodiesPurgedAt = now.getTime();
  const n = await purgeExpiredBodies(now);
  if (n) console.log(`[console] deleted ${n} email bodies older than ${retentionDays()} days`);
}

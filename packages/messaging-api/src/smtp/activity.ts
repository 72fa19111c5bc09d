import type { ApiContext } from "../context";
import { generateEmails, generateUnsubscribes } from "./generate";
import { LAST_ACTIVITY_KEY, LIVE_KEY, readState, writeState } from "./state";

const DAY_MS = 86_400_000;
const SEND_EVERY_MS = 4_000;
/** Most emails one tick writes, so a tick stays cheap however long the API slept. */
const MAX_PER_TICK = 400;

/** After a long sleep only the last 24 hours are backfilled (bounded), so those views fill again. */
export async function smtpTick(ctx: ApiContext): Promise<void> {
  if ((await readState(ctx.db, LIVE_KEY)) !== "1") return;
  const now = ctx.clock.nowMs();
  const last = Number((await readState(ctx.db, LAST_ACTIVITY_KEY)) ?? now);
  const gap = now - last;
  if (gap < SEND_EVERY_MS) return;

  const backfill = gap > DAY_MS;
  const startMs = backfill ? now - DAY_MS : last;
  const count = backfill ? MAX_PER_TICK : Math.min(Math.floor(gap / SEND_EVERY_MS), MAX_PER_TICK);
  // a backfill bounces more so the 24-hour bounce list holds dozens, like the seed's
  await generateEmails(ctx.db, { count, startMs, endMs: now, bounceRate: backfill ? 0.1 : 0.03 });
  const unsubscribes = backfill ? 12 : Math.floor(count / 150) + (now % 150 < count % 150 ? 1 : 0);
  await generateUnsubscribes(ctx.db, { count: unsubscribes, startMs, endMs: now, salt: now });
  await writeState(ctx.db, LAST_ACTIVITY_KEY, String(now));
}

import type { ApiContext } from "../context";
import { generateEmails, generateUnsubscribes } from "./generate";
import { LAST_ACTIVITY_KEY, LIVE_KEY, writeState } from "./state";

const DAY_MS = 86_400_000;
export const DEMO_EMAILS = 40_000;
export const DEMO_BOUNCE_RATE = 0.03;

/**
 * Demo traffic of the last 30 days, built inside SQL from deterministic hashes:
 * 40,000 sent emails (opens and clicks scheduled, ~3 % bounced — dozens in any
 * 24 hours), ~450 unsubscribes. Then live activity is switched on.
 */
export async function seedSmtpDemo(ctx: ApiContext): Promise<void> {
  const now = ctx.clock.nowMs();
  await generateEmails(ctx.db, {
    count: DEMO_EMAILS,
    startMs: now - 30 * DAY_MS,
    endMs: now,
    bounceRate: DEMO_BOUNCE_RATE,
  });
  await generateUnsubscribes(ctx.db, {
    count: 460,
    startMs: now - 30 * DAY_MS,
    endMs: now,
    salt: 1_000_000_000,
  });
  await writeState(ctx.db, LIVE_KEY, "1");
  await writeState(ctx.db, LAST_ACTIVITY_KEY, String(now));
}

import { eq } from "drizzle-orm";

import { db } from "../../server/db/client";
import { watchEvents } from "../../server/db/schema";
import { startJobs, stopJobs } from "../../server/jobs/runner";
import { upstream } from "../../server/upstream";
import { inLane, userLane } from "../../server/upstream/lanes";
import {
  checkBounces,
  checkCampaigns,
  checkDomains,
  checkUnsubscribes,
  checkUpstream,
} from "../../server/watch/checks";
import { percentile } from "../../tools/stats";
import type { Section } from "../lib/types";
import { watchWorld } from "../lib/watch-world";

const ROUNDS = 3;
/** a round stands for a minute of checks; caches of 10–15 s have gone stale by the next */
const ROUND_GAP_MS = 16_000;
/** a minute of people's reads would be the real period; 45 s keeps the run short */
const LOAD_SECONDS = 45;

const allChecks = (now: number) =>
  Promise.all([
    checkBounces(now),
    checkCampaigns(now),
    checkDomains(now),
    checkUnsubscribes(now),
    checkUpstream(now),
  ]);

/** People's reads, one after another in two user lanes, for `seconds`: their latencies (ms). */
async function interactive(seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  let page = 0;
  const reader = (uid: number) =>
    inLane(userLane(uid), async () => {
      while (Date.now() < end) {
        const t = performance.now();
        await upstream().smtp.listEmails({ limit: 20, offset: 20 * (page++ % 50) });
        latencies.push(performance.now() - t);
      }
    });
  await Promise.all([reader(1), reader(2)]);
  return latencies;
}

/**
 * Watching (docs/alerts.md): the upstream calls a minute of checks costs with 50
 * sender domains and 200 campaigns in 7 days; people's p95 with the checks running
 * at once against without; and the delay from a bounce spike to its alert through
 * the job queue's once-a-minute cron.
 */
export const watchSection: Section = {
  name: "watch",
  limitMs: 360_000,
  async run() {
    const w = await watchWorld();
    try {
      // 1. calls per minute of watching (the first round fills caches: not counted)
      await allChecks(Date.now());
      const perRound: number[] = [];
      for (let r = 1; r <= ROUNDS; r++) {
        await new Promise((res) => setTimeout(res, ROUND_GAP_MS));
        w.api.clearCalls();
        await allChecks(Date.now() + r * 60_000);
        perRound.push(w.api.received().length);
      }
      const perSecond = perRound.reduce((a, b) => a + b, 0) / perRound.length / 60;

      // 2. people's p95 alone, then with a minute's round of checks (at the real rate) meanwhile
      const alone = percentile(await interactive(LOAD_SECONDS), 95);
      let roundMs = 0;
      const round = new Promise((res) => setTimeout(res, 5_000)).then(async () => {
        const t = performance.now();
        await allChecks(Date.now() + (ROUNDS + 1) * 60_000);
        roundMs = performance.now() - t;
      });
      const withWatch = percentile(await interactive(LOAD_SECONDS), 95);
      await round;

      // 3. a bounce spike → its alert, through the job queue (cron once a minute)
      await startJobs({ pglite: w.handle.pglite });
      const spikeAt = Date.now();
      await fetch(`${w.api.url}/__control/smtp/bounce-spike`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          sender: "news@spike-bench.example",
          count: 300,
          bounceRate: 0.4,
          minutes: 5,
        }),
      });
      let delay: number | null = null;
      while (Date.now() - spikeAt < 150_000) {
        const [e] = await (
          await db()
        )
          .select()
          .from(watchEvents)
          .where(eq(watchEvents.subject, "spike-bench.example"));
        if (e) {
          delay = (e.createdAt.getTime() - spikeAt) / 1000;
          break;
        }
        await new Promise((res) => setTimeout(res, 1_000));
      }
      await stopJobs();

      const within = withWatch <= alone * 1.1;
      return {
        lines: [
          `World: ${w.counts.domains} sender domains, ${w.counts.campaigns} campaigns created in the last 7 days (5 sending).`,
          "",
          "| measure | figure |",
          "| --- | --- |",
          `| upstream calls per minute of checks (${ROUNDS} rounds) | ${perRound.join(", ")} |`,
          `| upstream calls per second spent watching | ${perSecond.toFixed(2)} |`,
          `| people's reads p95, alone | ${alone.toFixed(0)} ms |`,
          `| people's reads p95 (${LOAD_SECONDS} s), a round of checks meanwhile | ${withWatch.toFixed(0)} ms |`,
          `| that round, from its start (5 s in) to its end; the budget serves people first | ${(roundMs / 1000).toFixed(0)} s |`,
          `| bounce spike → alert (cron once a minute) | ${delay === null ? "no alert in 150 s" : `${delay.toFixed(0)} s`} |`,
        ],
        targets: [
          {
            target: "watching ≤ 1 upstream call/s",
            figure: `${perSecond.toFixed(2)}/s`,
            met: perSecond <= 1,
          },
          {
            target: "people's p95 with watching within 10 % of without",
            figure: `${withWatch.toFixed(0)} vs ${alone.toFixed(0)} ms`,
            met: within,
          },
          {
            target: "condition → alert ≤ 2 min",
            figure: delay === null ? "none" : `${delay.toFixed(0)} s`,
            met: delay !== null && delay <= 120,
          },
        ],
      };
    } finally {
      await w.close();
    }
  },
};

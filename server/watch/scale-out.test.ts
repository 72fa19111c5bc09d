import { and, eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { watchEvents } from "@/server/db/schema";

import { observe, type Observation } from "./events";

/**
 * Two consoles on one PostgreSQL: two job queues (pg-boss instances, as two
 * processes would have) with the same once-a-minute check. The check runs once per
 * slot, and the alert it raises is raised once — also when both instances observe
 * the same condition at the same moment.
 */
const url = process.env.TEST_DATABASE_URL;
// a schema of its own per run: jobs a killed earlier run left queued must not count here
const SCHEMA = `pgboss_watch_scale_${process.pid}`;
const subject = `scale-${process.pid}-${Date.now()}.example`;

const spike = (who: string): Observation => ({
  ruleId: "email.hard-bounces",
  subject,
  holds: true,
  measured: { what: "hard bounces", value: "30 %", threshold: "2 %", instance: who },
  describe: (change) => ({
    title: `Hard bounces ${change} for ${subject}`,
    summary: "",
    severity: "warning",
    permission: "email:read",
  }),
});

describe.skipIf(!url)("watching on PostgreSQL with two consoles", () => {
  let close: () => Promise<void>;
  const bosses: PgBoss[] = [];
  const runs: { who: string; id: string }[] = [];
  let since = 0;
  beforeAll(async () => {
    const handle = await openDatabase({ url });
    setDatabaseForTests(handle);
    for (const who of ["a", "b"]) {
      const boss = new PgBoss({
        connectionString: url,
        schema: SCHEMA,
        max: 2,
        cronMonitorIntervalSeconds: 5,
      });
      boss.on("error", () => {});
      await boss.start();
      await boss.createQueue("watch-scale-test");
      await boss.work("watch-scale-test", { pollingIntervalSeconds: 1 }, async (jobs) => {
        for (const job of jobs) runs.push({ who, id: job.id });
        await observe(spike(who));
      });
      bosses.push(boss);
    }
    // The schedule is made in a minute's first 30 s: its timekeeper (every 5 s) then sends
    // that minute's slot within it. Made near a minute's end, the slot went out in the
    // next minute or not at all, depending on when the timekeeper looked (CI met both).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await new Promise((r) => setTimeout(r, 61_000 - intoMinute));
    since = Date.now();
    for (const boss of bosses) await boss.schedule("watch-scale-test", "* * * * *");
    close = async () => {
      for (const b of bosses) {
        await b.unschedule("watch-scale-test").catch(() => {});
        await b.stop({ graceful: false, wait: true });
      }
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
      setDatabaseForTests(undefined);
      await handle.close();
    };
  }, 60_000);
  afterAll(() => close?.());

  const fired = async () => {
    const { db } = await import("@/server/db/client");
    return (await db())
      .select()
      .from(watchEvents)
      .where(and(eq(watchEvents.subject, subject), eq(watchEvents.type, "alert.fired")));
  };

  it("raises one event when both instances observe at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => observe(spike(i % 2 ? "a" : "b"))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await fired()).toHaveLength(1);
  });

  it("runs the scheduled check once per minute across both queues", async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    for (let t = 0; t < 100 && runs.length === 0; t++) await sleep(1_000);
    expect(runs.length).toBeGreaterThan(0);
    // Watch at least 10 s more, and end 30 s or more into a minute, so that every
    // minute begun since the start has had time for its run (they arrive in seconds).
    await sleep(10_000);
    const intoMinute = Date.now() % 60_000;
    if (intoMinute < 30_000) await sleep(30_000 - intoMinute);
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(since / 60_000) + 1;
    expect(new Set(runs.map((r) => r.id)).size).toBe(runs.length);
    expect(runs.length).toBe(minutes);
    expect(await fired()).toHaveLength(1);
  }, 130_000);
});

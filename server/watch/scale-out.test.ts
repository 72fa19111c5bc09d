import { and, eq } from "drizzle-orm";
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
const SCHEMA = "pgboss_watch_scale_test";
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
  const runs: string[] = [];
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
      await boss.work("watch-scale-test", { pollingIntervalSeconds: 1 }, async () => {
        runs.push(who);
        await observe(spike(who));
      });
      await boss.schedule("watch-scale-test", "* * * * *");
      bosses.push(boss);
    }
    close = async () => {
      for (const b of bosses) {
        await b.unschedule("watch-scale-test").catch(() => {});
        await b.stop({ graceful: false, wait: true });
      }
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
    const start = runs.length;
    for (let t = 0; t < 100 && runs.length === start; t++)
      await new Promise((r) => setTimeout(r, 1_000));
    expect(runs.length).toBe(start + 1);
    // no second run of the same slot arrives meanwhile
    await new Promise((r) => setTimeout(r, 10_000));
    expect(runs.length).toBe(start + 1);
    expect(await fired()).toHaveLength(1);
  }, 130_000);
});

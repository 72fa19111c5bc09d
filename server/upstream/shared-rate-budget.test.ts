import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "@/server/db/client";
import { busiestSecond } from "@/test/busiest-second";

import { FairScheduler } from "./fair-scheduler";
import { inLane } from "./lanes";
import { SharedTokenBucket } from "./shared-rate-budget";

const targets = [
  { name: "PGlite", url: undefined as string | undefined },
  { name: "PostgreSQL", url: process.env.TEST_DATABASE_URL },
];

for (const target of targets) {
  describe.skipIf(target.name === "PostgreSQL" && !target.url)(
    `shared upstream budget on ${target.name}`,
    () => {
      const handles: { close(): Promise<void> }[] = [];
      afterAll(async () => {
        for (const h of handles) await h.close();
      });

      it("two instances together stay within the budget", async () => {
        // PGlite in memory is one database per handle, so both buckets share one
        // handle there; on PostgreSQL each instance has its own connection pool.
        const a = await openDatabase({ url: target.url });
        handles.push(a);
        const b = target.url ? await openDatabase({ url: target.url }) : a;
        if (b !== a) handles.push(b);
        const key = `test ${Date.now()} ${Math.random()}`;
        const one = new SharedTokenBucket(async () => a.db, key, 10);
        const two = new SharedTokenBucket(async () => b.db, key, 10);
        const times: number[] = [];
        const start = Date.now();
        await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            (i % 2 ? one : two).take().then(() => times.push(Date.now())),
          ),
        );
        expect(times).toHaveLength(25);
        expect(busiestSecond(times)).toBeLessThanOrEqual(11);
        // 25 calls at 10 a second, one token at hand: at least 2.4 s
        expect(Date.now() - start).toBeGreaterThanOrEqual(2300);
      });

      it("under the fair queue, two instances with a user flooding each stay within the budget", async () => {
        const a = await openDatabase({ url: target.url });
        handles.push(a);
        const b = target.url ? await openDatabase({ url: target.url }) : a;
        if (b !== a) handles.push(b);
        const key = `fair ${Date.now()} ${Math.random()}`;
        const one = new FairScheduler(new SharedTokenBucket(async () => a.db, key, 10), 10);
        const two = new FairScheduler(new SharedTokenBucket(async () => b.db, key, 10), 10);
        const times: number[] = [];
        const servedOnOne: string[] = [];
        const flood = [one, two].flatMap((instance) =>
          Array.from({ length: 10 }, () =>
            inLane("user:flood", () => instance.take()).then(() => {
              times.push(Date.now());
              if (instance === one) servedOnOne.push("flood");
            }),
          ),
        );
        // another user on the first instance, asking once the flood is queued
        const other = inLane("user:quiet", () => one.take()).then(() => {
          times.push(Date.now());
          servedOnOne.push("quiet");
        });
        await Promise.all([...flood, other]);
        expect(times).toHaveLength(21);
        expect(busiestSecond(times)).toBeLessThanOrEqual(11);
        // served at its first turn on its instance, not after that instance's 10
        expect(servedOnOne.indexOf("quiet")).toBe(1);
      });

      it("the budget is per key", async () => {
        const h = await openDatabase({ url: target.url });
        handles.push(h);
        const stamp = `${Date.now()} ${Math.random()}`;
        const x = new SharedTokenBucket(async () => h.db, `x ${stamp}`, 1);
        const y = new SharedTokenBucket(async () => h.db, `y ${stamp}`, 1);
        await x.take();
        // y has its own token, x has none left for a second
        expect(await y.tryTake()).toBe(true);
        expect(await x.tryTake()).toBeGreaterThan(100);
      });
    },
  );
}

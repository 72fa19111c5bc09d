import { describe, expect, it } from "vitest";

import { busiestSecond } from "@/test/busiest-second";

import { burstCapacity, LocalTokenBucket } from "./rate-budget";

describe("local upstream budget", () => {
  it("from the real budget (10/s) up, a burst plus a second's refill stays within the budget", () => {
    // (below 10/s the one token a bucket must hold is already more than the 10 % headroom)
    for (const budget of [10, 11, 50, 100, 1_000, 12_345, 100_000]) {
      const perSecond = budget * 0.9; // as createUpstreamClient runs it
      expect(burstCapacity(perSecond) + perSecond).toBeLessThanOrEqual(budget);
    }
    expect(burstCapacity(9)).toBe(1); // the real budget: one token
    expect(burstCapacity(90_000)).toBe(10_000);
  });

  it("at the real budget (10/s) no second holds more than 10 calls", async () => {
    const bucket = new LocalTokenBucket(9);
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 25 }, () => bucket.take().then(() => times.push(Date.now()))),
    );
    expect(times).toHaveLength(25);
    expect(busiestSecond(times)).toBeLessThanOrEqual(10);
  }, 10_000);

  it("a raised budget is usable on a busy event loop: queued calls do not wait a timer tick each", async () => {
    const bucket = new LocalTokenBucket(90_000);
    // a loop that lags ~15 ms per turn, as a saturated console's does
    const busy = setInterval(() => {
      const until = Date.now() + 15;
      while (Date.now() < until);
    }, 0);
    try {
      const started = Date.now();
      await Promise.all(Array.from({ length: 3_000 }, () => bucket.take()));
      // one timer tick per call would be 3,000 × ≥ 15 ms = 45 s
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      clearInterval(busy);
    }
  }, 60_000);
});

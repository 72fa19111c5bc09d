import { describe, expect, it, vi } from "vitest";

import { cachedFor } from "./cached";

describe("cachedFor", () => {
  it("computes once for concurrent callers and within the ttl", async () => {
    const cache = cachedFor<number>(1_000);
    const compute = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache("k", compute), cache("k", compute)]);
    expect([a, b]).toEqual([42, 42]);
    expect(await cache("k", compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("serves the stale value at once while refreshing in the background", async () => {
    vi.useFakeTimers();
    try {
      const cache = cachedFor<number>(1_000);
      let n = 0;
      let release: () => void = () => {};
      const slow = () =>
        new Promise<number>((resolve) => {
          n++;
          release = () => resolve(n);
        });
      const first = cache("k", slow);
      release();
      expect(await first).toBe(1);
      vi.advanceTimersByTime(1_500);
      // stale: answered with the last value, a refresh starts
      expect(await cache("k", slow)).toBe(1);
      expect(n).toBe(2);
      release();
      await Promise.resolve();
      await Promise.resolve();
      expect(await cache("k", slow)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not keep a failure: the next call computes again", async () => {
    const cache = cachedFor<number>(60_000);
    await expect(cache("k", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await Promise.resolve();
    expect(await cache("k", async () => 7)).toBe(7);
  });
});

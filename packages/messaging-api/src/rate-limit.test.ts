import { describe, expect, it } from "vitest";

import { Clock } from "./clock";
import { RateLimiter } from "./rate-limit";

const drain = (limiter: RateLimiter, account: string) => {
  let allowed = 0;
  for (let i = 0; i < 100; i++) {
    try {
      limiter.check(account);
      allowed++;
    } catch {
      break;
    }
  }
  return allowed;
};

describe("RateLimiter", () => {
  it("allows maxRps requests per account at once, then refuses with 429", () => {
    const clock = new Clock();
    clock.set(new Date("2026-01-01T00:00:00Z"));
    const limiter = new RateLimiter(clock, 10);
    expect(drain(limiter, "a")).toBe(10);
    expect(() => limiter.check("a")).toThrow(/More than 10 requests/);
    expect(drain(limiter, "b")).toBe(10);
    expect(limiter.refused).toBeGreaterThanOrEqual(2);
  });

  it("refills at maxRps a second", () => {
    const clock = new Clock();
    clock.set(new Date("2026-01-01T00:00:00Z"));
    const limiter = new RateLimiter(clock, 10);
    drain(limiter, "a");
    clock.advance(500);
    // half a second refills five tokens (a few ms of real time may add one)
    expect(drain(limiter, "a")).toBeGreaterThanOrEqual(5);
    expect(drain(limiter, "a")).toBe(0);
  });

  it("does not drain the bucket when the clock is moved backwards", () => {
    const clock = new Clock();
    const limiter = new RateLimiter(clock, 10);
    limiter.check("a");
    clock.set(new Date("2020-01-01T00:00:00Z"));
    expect(drain(limiter, "a")).toBe(9);
  });
});

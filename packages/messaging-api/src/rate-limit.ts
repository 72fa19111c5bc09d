import type { Clock } from "./clock";
import { ApiError } from "./http";

/**
 * A token bucket rather than a sliding window: a stalled event loop handling its queue at
 * once would read as a burst.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  refused = 0;

  constructor(
    private readonly clock: Clock,
    public maxRps: number,
  ) {}

  check(account: string): void {
    const now = this.clock.nowMs();
    const b = this.buckets.get(account) ?? { tokens: this.maxRps, at: now };
    // a clock moved backwards (tests, demo time travel) refills nothing rather than draining the bucket
    const elapsed = Math.max(0, now - b.at);
    b.tokens = Math.min(this.maxRps, b.tokens + (elapsed / 1000) * this.maxRps);
    b.at = now;
    this.buckets.set(account, b);
    if (b.tokens < 1) {
      this.refused++;
      throw new ApiError(429, "More than 10 requests per second", 2020202020, {
        "Retry-After": "1",
      });
    }
    b.tokens -= 1;
  }
}

import "server-only";

/** The account's request budget (10 a second); scale-out plugs in a shared one. */
export interface RateBudget {
  take(): Promise<void>;
}

/**
 * The bucket refills at 0.9 × the budget, so a burst of perSecond / 9 still stays within
 * any one-second window; at least one token, or a raised budget could not be used.
 */
export function burstCapacity(perSecond: number): number {
  return Math.max(1, Math.floor(perSecond / 9));
}

export class LocalTokenBucket implements RateBudget {
  private tokens: number;
  private last = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private readonly capacity: number;

  constructor(private readonly perSecond: number) {
    this.capacity = burstCapacity(perSecond);
    // a burst right after start must not exceed the upstream's sliding one-second window
    this.tokens = 1;
  }

  take(): Promise<void> {
    const next = this.queue.then(() => this.wait());
    this.queue = next.catch(() => {});
    return next;
  }

  private async wait(): Promise<void> {
    for (;;) {
      const now = Date.now();
      this.tokens = Math.min(
        this.capacity,
        this.tokens + ((now - this.last) / 1000) * this.perSecond,
      );
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await new Promise((r) =>
        setTimeout(r, Math.ceil(((1 - this.tokens) / this.perSecond) * 1000)),
      );
    }
  }
}

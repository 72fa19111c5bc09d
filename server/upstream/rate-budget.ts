import "server-only";

/**
 * The account's request budget (10 a second). Every upstream call first takes a
 * token; `take` resolves when the call may go. The in-process bucket serves one
 * instance; scale-out plugs in a PostgreSQL-backed budget with the same shape.
 */
export interface RateBudget {
  take(): Promise<void>;
}

/**
 * How many tokens a bucket refilled at `perSecond` may hold. The console runs its
 * bucket at 0.9 × the account's budget, so a burst of perSecond / 9 on top of a
 * second's refill still stays within the budget in any one-second window; at the
 * real budget (10/s, refilled at 9/s) that is one token. A bucket that never
 * held more than one token would let one call through per timer tick, so under
 * load a raised budget could not be used: queued calls waited on the event loop,
 * not on the budget (seen as multi-second stalls in the soak).
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
    // Start with one token: a burst right after start must not exceed the budget
    // in the upstream's sliding one-second window.
    this.tokens = 1;
  }

  take(): Promise<void> {
    // Callers queue in order; each waits until a token has accrued.
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

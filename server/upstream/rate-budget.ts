import "server-only";

/**
 * The account's request budget (10 a second). Every upstream call first takes a
 * token; `take` resolves when the call may go. The in-process bucket serves one
 * instance; scale-out plugs in a PostgreSQL-backed budget with the same shape.
 */
export interface RateBudget {
  take(): Promise<void>;
}

export class LocalTokenBucket implements RateBudget {
  private tokens: number;
  private last = Date.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly perSecond: number) {
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
      this.tokens = Math.min(1, this.tokens + ((now - this.last) / 1000) * this.perSecond);
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

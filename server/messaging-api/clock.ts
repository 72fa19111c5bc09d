import "server-only";

/**
 * Injectable clock: the real time plus an offset that tests move forward
 * (`/__control/clock`), so lifecycles (moderation → sending → sent, the 24-hour
 * windows) can be exercised without waiting.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets the clock to an absolute time. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  offset(): number {
    return this.offsetMs;
  }
}

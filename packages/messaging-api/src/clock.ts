/** Real time plus an offset tests move (`/__control/clock`). */
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

  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  offset(): number {
    return this.offsetMs;
  }
}

import "server-only";

import { UpstreamError } from "./errors";
import { BACKGROUND_LANE, currentParty, type Party } from "./lanes";
import type { RateBudget } from "./rate-budget";

/**
 * 20 waiting is two seconds of the whole account's budget: past it a lane is refused
 * (429 + Retry-After) rather than queued without end. The background lane has no cap.
 */
export const MAX_WAITING_PER_LANE = 20;
/**
 * While people wait, the background lane (checks, notices, digests) is served only once
 * it has waited this long since its last token: each of its tokens holds two people's
 * next reads back by one token, so under a saturated budget it gets one token in 10 s.
 */
export const BACKGROUND_FLOOR_MS = 10_000;

interface Waiter {
  resolve(): void;
  reject(err: Error): void;
  lanes: Set<string>;
  done: boolean;
  stop(): void;
}

interface Lane {
  /** may hold waiters already served through another lane: skipped when met */
  queue: Waiter[];
  waiting: number;
}

/**
 * Fair queueing in front of the account's budget, so one user's flood cannot hold
 * another's read: one FIFO per lane (user), and one dispatcher handing each budget
 * token to the next lane in round-robin order, the background lane behind people.
 * Refused calls never take a token.
 */
export class FairScheduler implements RateBudget {
  private readonly lanes = new Map<string, Lane>();
  private ring: string[] = [];
  private next = 0;
  private dispatching = false;
  /** since when the background lane's head has waited (its last token, or its first call) */
  private backgroundSince = 0;

  constructor(
    private readonly budget: RateBudget,
    private readonly perSecond: number,
    private readonly maxWaiting = MAX_WAITING_PER_LANE,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Rejects at once when the lanes are full, unless `exempt` (the OAuth token request:
   * every call of every lane needs it, so refusing it would fail the others too).
   */
  take(opts: { signal?: AbortSignal; exempt?: boolean } = {}): Promise<void> {
    const { signal, exempt = false } = opts;
    const party = currentParty();
    const open = [...party.lanes].filter((lane) => exempt || this.hasRoom(lane));
    if (open.length === 0) return Promise.reject(this.refusal(party));
    if (signal?.aborted) return Promise.reject(abortReason(signal));

    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        lanes: new Set(),
        done: false,
        resolve: () => {
          if (this.settle(waiter)) resolve();
        },
        reject: (err) => {
          if (this.settle(waiter)) reject(err);
        },
        stop: () => {},
      };
      for (const lane of open) this.enqueue(waiter, lane);
      const unwatch = party.watch((lane) => {
        if (exempt || this.hasRoom(lane)) this.enqueue(waiter, lane);
      });
      const onAbort = () => waiter.reject(abortReason(signal!));
      signal?.addEventListener("abort", onAbort, { once: true });
      waiter.stop = () => {
        unwatch();
        signal?.removeEventListener("abort", onAbort);
      };
      void this.dispatch();
    });
  }

  waitingIn(lane: string): number {
    return this.lanes.get(lane)?.waiting ?? 0;
  }

  private hasRoom(lane: string): boolean {
    return lane === BACKGROUND_LANE || this.waitingIn(lane) < this.maxWaiting;
  }

  private enqueue(waiter: Waiter, name: string): void {
    if (waiter.done || waiter.lanes.has(name)) return;
    let lane = this.lanes.get(name);
    if (!lane) this.lanes.set(name, (lane = { queue: [], waiting: 0 }));
    // the background lane is not in the ring: nextWaiter decides its turns
    if (lane.waiting === 0 && name === BACKGROUND_LANE) this.backgroundSince = this.now();
    else if (lane.waiting === 0 && !this.ring.includes(name)) this.ring.push(name);
    lane.queue.push(waiter);
    lane.waiting++;
    waiter.lanes.add(name);
  }

  private settle(waiter: Waiter): boolean {
    if (waiter.done) return false;
    waiter.done = true;
    waiter.stop();
    for (const name of waiter.lanes) {
      const lane = this.lanes.get(name);
      if (!lane) continue;
      lane.waiting--;
      while (lane.queue[0]?.done) lane.queue.shift();
      if (lane.waiting === 0) this.lanes.delete(name);
    }
    return true;
  }

  /** People first: the background lane goes when nobody else waits, or past its floor. */
  private nextWaiter(): Waiter | undefined {
    const background = this.headOf(BACKGROUND_LANE);
    if (background) {
      const people = this.ring.some((name) => this.headOf(name));
      if (!people || this.now() - this.backgroundSince >= BACKGROUND_FLOOR_MS) {
        this.backgroundSince = this.now();
        return background;
      }
    }
    while (this.ring.length > 0) {
      if (this.next >= this.ring.length) this.next = 0;
      const name = this.ring[this.next]!;
      const waiter = this.headOf(name);
      if (!waiter) {
        this.ring.splice(this.next, 1); // nothing waits here: the next lane moves into this slot
        continue;
      }
      this.next++;
      return waiter;
    }
    return undefined;
  }

  private headOf(name: string): Waiter | undefined {
    const lane = this.lanes.get(name);
    while (lane?.queue[0]?.done) lane.queue.shift();
    return lane?.queue[0];
  }

  /** A token taken for a waiter that gave up meanwhile goes to the next one in turn. */
  private async dispatch(): Promise<void> {
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      while (this.lanes.size > 0) {
        let failure: { err: Error } | undefined;
        try {
          await this.budget.take();
        } catch (err) {
          failure = { err: err instanceof Error ? err : new Error(String(err)) };
        }
        const waiter = this.nextWaiter();
        if (!waiter) break; // everyone gave up while the token was on its way
        if (failure) waiter.reject(failure.err);
        else waiter.resolve();
      }
    } finally {
      this.dispatching = false;
    }
    // a waiter that came between the last check and the flag's reset
    if (this.lanes.size > 0) void this.dispatch();
  }

  private refusal(party: Party): UpstreamError {
    const ahead = Math.min(...[...party.lanes].map((lane) => this.waitingIn(lane)));
    const busy = Math.max(1, this.lanes.size);
    const seconds = Math.max(1, Math.ceil((ahead * busy) / this.perSecond));
    return new UpstreamError(
      "rate_limited",
      `You have too many requests waiting for the Messaging API. Try again in ${seconds} s.`,
      { retryAfterSeconds: seconds, reason: `more than ${this.maxWaiting} calls waiting` },
    );
  }
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException("This operation was aborted", "AbortError");
}

import "server-only";

import { UpstreamError } from "./errors";
import { BACKGROUND_LANE, currentParty, type Party } from "./lanes";
import type { RateBudget } from "./rate-budget";

/**
 * Calls one lane (one user) may have waiting for the account's budget. The
 * budget is 10 requests a second, so 20 waiting is already two seconds of the
 * whole account's calls; a lane past it is refused at once (HTTP 429 with
 * Retry-After) rather than queued without end. The background lane (the
 * console's own start-up and scans, no person's requests) has no cap: what it
 * asks is bounded by its code, and it still waits for its turn like any lane.
 */
export const MAX_WAITING_PER_LANE = 20;

interface Waiter {
  resolve(): void;
  reject(err: Error): void;
  /** the lanes it waits in (it goes at the first turn of any) */
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
 * Fair queueing in front of the account's budget. A single FIFO let one
 * support user's 300 searches hold another user's read for 30 s. Here each
 * lane (user) has its own FIFO, at most `maxWaiting` long, and one dispatcher
 * takes a token from the budget and hands it to the next lane in round-robin
 * order: with n lanes busy, each gets a call in every n. A call refused for a
 * full lane never takes a token and never reaches the upstream.
 *
 * The budget underneath (local or the shared PostgreSQL bucket) is unchanged:
 * the dispatcher is its only caller, one take at a time, so a single user's
 * calls keep their order and the budget its burst rules.
 */
export class FairScheduler implements RateBudget {
  private readonly lanes = new Map<string, Lane>();
  /** lanes with calls waiting, in round-robin order; `next` is whose turn it is */
  private ring: string[] = [];
  private next = 0;
  private dispatching = false;

  constructor(
    private readonly budget: RateBudget,
    /** the budget's rate, to say how long a refused caller should wait */
    private readonly perSecond: number,
    private readonly maxWaiting = MAX_WAITING_PER_LANE,
  ) {}

  /**
   * Resolves when the current party's call may go; rejects at once when its
   * lanes are full, unless `exempt` (the OAuth token request: one at a time, and
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
      // someone else now waits for this call too: it may go at their turn as well
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

  /** Calls waiting in `lane` now. */
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
    if (lane.waiting === 0 && !this.ring.includes(name)) this.ring.push(name);
    lane.queue.push(waiter);
    lane.waiting++;
    waiter.lanes.add(name);
  }

  /** Marks a waiter served or failed; false when it already was. */
  private settle(waiter: Waiter): boolean {
    if (waiter.done) return false;
    waiter.done = true;
    waiter.stop();
    for (const name of waiter.lanes) {
      const lane = this.lanes.get(name);
      if (!lane) continue;
      lane.waiting--;
      // a served head is dropped now; others are skipped when their lane's turn comes
      while (lane.queue[0]?.done) lane.queue.shift();
      if (lane.waiting === 0) this.lanes.delete(name);
    }
    return true;
  }

  /** The waiter whose turn it is (round-robin across lanes, FIFO within one). */
  private nextWaiter(): Waiter | undefined {
    while (this.ring.length > 0) {
      if (this.next >= this.ring.length) this.next = 0;
      const name = this.ring[this.next]!;
      const lane = this.lanes.get(name);
      while (lane?.queue[0]?.done) lane.queue.shift();
      const waiter = lane?.queue[0];
      if (!waiter) {
        this.ring.splice(this.next, 1); // nothing waits here: the next lane moves into this slot
        continue;
      }
      this.next++;
      return waiter;
    }
    return undefined;
  }

  /**
   * The one dispatcher: a token, then the next lane's call. A token taken for a
   * waiter that gave up meanwhile goes to the next one in turn, so none is lost
   * while anyone waits.
   */
  private async dispatch(): Promise<void> {
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      while (this.lanes.size > 0) {
        let failure: { err: Error } | undefined;
        try {
          await this.budget.take();
        } catch (err) {
          // the budget could not be read (the shared one's database): one call fails, as before
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
    // each busy lane gets one call in every `busy`: this lane's queue drains at perSecond / busy
    const busy = Math.max(1, this.lanes.size);
    const seconds = Math.max(1, Math.ceil((ahead * busy) / this.perSecond));
    return new UpstreamError(
      "rate_limited",
      `You have too many requests waiting for the Messaging API. Try again in ${seconds} s.`,
      { retryAfterSeconds: seconds, reason: `more than ${this.maxWaiting} calls waiting` },
    );
  }
}

/** What an aborted signal says, as an Error (an AbortSignal's reason may be any value). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException("This operation was aborted", "AbortError");
}

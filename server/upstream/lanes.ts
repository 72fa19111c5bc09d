import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who an upstream call is made for: its lane in the fair scheduler
 * (fair-scheduler.ts). The route wrapper runs each handler in the signed-in
 * user's lane; anything outside a request (start-up, background scans) runs in
 * the background lane, and requests without a session share the anonymous one.
 *
 * A call whose result is shared (a coalesced read, the OAuth token, a cached
 * aggregate) is made for everyone who waits for it: it is a `Party` of several
 * lanes, and it goes at the first turn of any of them. Otherwise one person's
 * flood would hold another person's read in the flooder's queue because both
 * asked for the same thing.
 */
export class Party {
  readonly lanes: Set<string>;
  private readonly watchers = new Set<(lane: string) => void>();

  constructor(
    lanes: Iterable<string>,
    /** a shared computation (joins add lanes); a plain request's party is not shared */
    readonly shared = false,
  ) {
    this.lanes = new Set(lanes);
  }

  /** One more lane waits for what this party does. */
  add(lane: string): void {
    if (this.lanes.has(lane)) return;
    this.lanes.add(lane);
    for (const watch of this.watchers) watch(lane);
  }

  /** Calls `watch` for each lane added from now on; returns the way to stop. */
  watch(watch: (lane: string) => void): () => void {
    this.watchers.add(watch);
    return () => this.watchers.delete(watch);
  }
}

export const BACKGROUND_LANE = "background";
export const ANONYMOUS_LANE = "anonymous";

const context = new AsyncLocalStorage<Party>();

/** The lane of a signed-in user. */
export function userLane(userId: number | string): string {
  return `user:${userId}`;
}

/** Runs `run` (and every upstream call it makes) in `lane`. */
export function inLane<T>(lane: string, run: () => T): T {
  return context.run(new Party([lane]), run);
}

/** The party upstream calls made now are for. */
export function currentParty(): Party {
  return context.getStore() ?? new Party([BACKGROUND_LANE]);
}

export interface Shared<T> {
  promise: Promise<T>;
  /** the caller waits for this too: its lanes may now dispatch the calls */
  join(): void;
}

/**
 * Starts a computation whose result others may wait for (single flight). Its
 * upstream calls are made for the caller's lanes, and for the lanes of each
 * `join()` from then on. Started inside another shared computation, it is also
 * made for whoever joins that one later (not the other way round: joining the
 * inner one does not hasten the rest of the outer one).
 */
export function share<T>(start: () => Promise<T>): Shared<T> {
  const here = currentParty();
  const party = new Party(here.lanes, true);
  const promise = context.run(party, start);
  let settled = false;
  const followed = new WeakSet<Party>();
  const follow = (from: Party) => {
    if (!from.shared || followed.has(from)) return; // a request's own lanes never change
    followed.add(from);
    const stop = from.watch((lane) => party.add(lane));
    promise.then(stop, stop);
  };
  follow(here);
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return {
    promise,
    join() {
      if (settled) return;
      const joiner = currentParty();
      if (joiner === party) return;
      for (const lane of joiner.lanes) party.add(lane);
      follow(joiner);
    },
  };
}

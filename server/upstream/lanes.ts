import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who an upstream call is made for: its lane in the fair scheduler. A shared result
 * (coalesced read, OAuth token) is a `Party` of several lanes and goes at the first turn
 * of any, so one person's flood cannot hold another's read of the same thing.
 */
export class Party {
  readonly lanes: Set<string>;
  private readonly watchers = new Set<(lane: string) => void>();

  constructor(
    lanes: Iterable<string>,
    readonly shared = false,
  ) {
    this.lanes = new Set(lanes);
  }

  add(lane: string): void {
    if (this.lanes.has(lane)) return;
    this.lanes.add(lane);
    for (const watch of this.watchers) watch(lane);
  }

  watch(watch: (lane: string) => void): () => void {
    this.watchers.add(watch);
    return () => this.watchers.delete(watch);
  }
}

export const BACKGROUND_LANE = "background";
export const ANONYMOUS_LANE = "anonymous";

/**
 * One store per process, not per bundle: the job runner (instrumentation), the route
 * handlers and the pages' prefetches are bundled apart, and a lane set in one must be
 * seen by the scheduler made in another, or a person's call queues as background.
 */
const g = globalThis as unknown as { __upstreamLanes?: AsyncLocalStorage<Party> };
const context = (g.__upstreamLanes ??= new AsyncLocalStorage<Party>());

export function userLane(userId: number | string): string {
  return `user:${userId}`;
}

export function inLane<T>(lane: string, run: () => T): T {
  return context.run(new Party([lane]), run);
}

export function currentParty(): Party {
  return context.getStore() ?? new Party([BACKGROUND_LANE]);
}

/** Whether the current call is made for a person (any lane but the background's). */
export function forPeople(): boolean {
  return [...currentParty().lanes].some((lane) => lane !== BACKGROUND_LANE);
}

export interface Shared<T> {
  promise: Promise<T>;
  join(): void;
}

/**
 * Single flight made for the caller's lanes and each later `join()`'s. Nested inside
 * another shared computation, it is also made for whoever joins the outer one later.
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

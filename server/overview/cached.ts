import "server-only";

import { share, type Shared } from "@/server/upstream/lanes";

interface Entry<T> {
  at: number;
  pending: Shared<T>;
  /** the last value computed, served while a newer one is on its way */
  last?: T;
}

/**
 * A value computed at most once per `ttlMs` per key and shared by every caller
 * (single flight). Once one value exists, a stale one is served at once while a
 * fresh one is computed in the background; a failure keeps the last good value.
 * The overview's aggregates cost several upstream calls, and the account's
 * budget is 10 requests a second. A caller waiting for a computation joins it,
 * so its upstream calls may go at that caller's turn too (server/upstream/lanes.ts).
 */
export function cachedFor<T>(ttlMs: number) {
  const entries = new Map<string, Entry<T>>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) {
      if (hit.last !== undefined) return Promise.resolve(hit.last);
      hit.pending.join();
      return hit.pending.promise;
    }
    const entry: Entry<T> = { at: now, pending: share(compute), last: hit?.last };
    entries.set(key, entry);
    entry.pending.promise.then(
      (value) => {
        entry.last = value;
      },
      () => {
        // a failure is not kept: the next caller tries again
        if (entries.get(key) === entry) entry.at = 0;
      },
    );
    return entry.last !== undefined ? Promise.resolve(entry.last) : entry.pending.promise;
  };
}

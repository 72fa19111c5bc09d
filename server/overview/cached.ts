import "server-only";

import { share, type Shared } from "@/server/upstream/lanes";

interface Entry<T> {
  at: number;
  pending: Shared<T>;
  last?: T;
}

/**
 * Single flight per key, stale-while-revalidate, a failure keeps the last good value: the
 * aggregates cost several upstream calls of a budget of 10 a second.
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

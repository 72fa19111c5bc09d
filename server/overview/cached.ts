import "server-only";

interface Entry<T> {
  at: number;
  pending: Promise<T>;
  /** the last value computed, served while a newer one is on its way */
  last?: T;
}

/**
 * A value computed at most once per `ttlMs` per key and shared by every caller
 * (single flight). Once one value exists, a stale one is served at once while a
 * fresh one is computed in the background; a failure keeps the last good value.
 * The overview's aggregates cost several upstream calls, and the account's
 * budget is 10 requests a second.
 */
export function cachedFor<T>(ttlMs: number) {
  const entries = new Map<string, Entry<T>>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs)
      return hit.last !== undefined ? Promise.resolve(hit.last) : hit.pending;
    const entry: Entry<T> = { at: now, pending: compute(), last: hit?.last };
    entries.set(key, entry);
    entry.pending.then(
      (value) => {
        entry.last = value;
      },
      () => {
        // a failure is not kept: the next caller tries again
        if (entries.get(key) === entry) entry.at = 0;
      },
    );
    return entry.last !== undefined ? Promise.resolve(entry.last) : entry.pending;
  };
}

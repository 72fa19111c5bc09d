import { LRUCache } from "lru-cache";

import { approximateBytes } from "./approximate-bytes";

const MiB = 1024 * 1024;

/** A count alone does not bound memory when one entry may hold 100,000 recipients. */
export const BYTE_BUDGETS = {
  upstreamReplies: 8 * MiB,
  /** a 100,000-recipient campaign counts ~27 MB: two such are kept */
  recipientSnapshots: 64 * MiB,
  sessionUsers: 4 * MiB,
  sessions: 2 * MiB,
  decodedTokens: 2 * MiB,
  dnsDiagnoses: 1 * MiB,
} as const;

/** Each entry is sized once when stored. */
export function byteBoundedCache<
  K extends NonNullable<unknown>,
  V extends NonNullable<unknown>,
>(opts: { max: number; maxBytes: number; bytes?: (value: V, key: K) => number }): LRUCache<K, V> {
  const size =
    opts.bytes ?? ((value: V, key: K) => approximateBytes(key) + approximateBytes(value));
  return new LRUCache<K, V>({
    max: opts.max,
    maxSize: opts.maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(size(value, key))),
  });
}

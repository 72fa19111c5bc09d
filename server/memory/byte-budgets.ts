import { LRUCache } from "lru-cache";

import { approximateBytes } from "./approximate-bytes";

const MiB = 1024 * 1024;

/**
 * What each of the console's in-memory caches may hold, in bytes as
 * {@link approximateBytes} counts them (it errs high), besides its count of
 * entries: a count alone does not bound memory when one entry can be a page of 50
 * campaigns or 100,000 recipients. Past its budget a cache drops its least
 * recently used entries; an entry larger than the whole budget is not kept.
 */
export const BYTE_BUDGETS = {
  /** the upstream transport's short-lived GET replies (list pages, records: KBs each) */
  upstreamReplies: 8 * MiB,
  /**
   * recipients snapshots (server/viber/recipient-snapshots.ts): a 100,000-recipient
   * campaign counts ~27 MB, so two such campaigns are kept, or many small ones
   */
  recipientSnapshots: 64 * MiB,
  /** user rows for session checks (server/auth/users.ts) */
  sessionUsers: 4 * MiB,
  /** session rows (server/auth/sessions.ts) */
  sessions: 2 * MiB,
  /** decrypted session tokens (server/auth/current-user.ts; ~1 KB a token: ~1,000 of them) */
  decodedTokens: 2 * MiB,
  /** sender domains' DNS diagnoses, kept seconds (server/email/domain-dns.ts; ~5 KB each) */
  dnsDiagnoses: 1 * MiB,
} as const;

/**
 * A least-recently-used cache bounded both by entries (`max`) and by bytes
 * (`maxBytes`, each entry sized once when stored: by `bytes`, else by
 * {@link approximateBytes} of its key and value).
 */
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

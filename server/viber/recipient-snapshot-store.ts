import "server-only";

import type { CampaignStatistics, Recipient } from "@/lib/schemas/resources";
import { BYTE_BUDGETS, byteBoundedCache } from "@/server/memory/byte-budgets";

/**
 * Where ./recipient-snapshots.ts keeps the recipients it read: one store per
 * process, bounded in entries and bytes, and entries kept while nothing moves.
 */

/** how long a snapshot is kept while nothing moves */
const KEEP_MS = 10 * 60_000;
/**
 * snapshots kept at most; in bytes, BYTE_BUDGETS.recipientSnapshots (a
 * 100,000-recipient snapshot counts ~27 MB): the least recently used go first, and
 * one larger than the whole budget is served to those who asked for it but not kept
 */
const MAX_CAMPAIGNS = 6;

export interface SnapshotEntry {
  at: number;
  status: string | null | undefined;
  counters: string | undefined;
  campaign: CampaignStatistics | null;
  rows: Promise<Recipient[]>;
  settled: boolean;
  /** when the rows arrived (epoch ms) */
  settledAt?: number;
  /** what the rows and record count against the byte budget (0 while being read) */
  bytes: number;
}

/**
 * One store per process, on globalThis: the pages' prefetches call the route
 * handlers from another bundle (another copy of this module), and they must see
 * the same snapshots and records as the routes.
 */
const newStore = (): Store => ({
  cache: byteBoundedCache<number, SnapshotEntry>({
    max: MAX_CAMPAIGNS,
    maxBytes: BYTE_BUDGETS.recipientSnapshots,
    bytes: (e) => e.bytes,
  }),
  seen: new Map(),
});
const store = ((globalThis as { __recipientSnapshots?: Store }).__recipientSnapshots ??=
  newStore());
interface Store {
  cache: ReturnType<typeof byteBoundedCache<number, SnapshotEntry>>;
  /** the newest record this process has read of each campaign: its status and counters */
  seen: Map<number, { status: string | null; counters: string }>;
}
export const { cache, seen } = store;

/** The campaign's entry, after dropping every settled one older than {@link KEEP_MS}. */
export function fresh(id: number): SnapshotEntry | undefined {
  const now = Date.now();
  for (const [k, v] of [...cache.entries()]) if (v.settled && now - v.at > KEEP_MS) cache.delete(k);
  return cache.get(id); // (now the most recently used)
}

/** Snapshots kept and the bytes they count (tests, diagnostics). */
export function snapshotUsage(): { entries: number; bytes: number } {
  return { entries: cache.size, bytes: cache.calculatedSize };
}

/** Forgets every snapshot (tests). */
export function clearSnapshots(): void {
  cache.clear();
  seen.clear();
}

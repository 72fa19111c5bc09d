import "server-only";

import type { CampaignStatistics, Recipient } from "@/lib/schemas/resources";
import { BYTE_BUDGETS, byteBoundedCache } from "@/server/memory/byte-budgets";

const KEEP_MS = 10 * 60_000;
/** in bytes, BYTE_BUDGETS.recipientSnapshots; one larger than it is served but not kept */
const MAX_CAMPAIGNS = 6;

export interface SnapshotEntry {
  at: number;
  status: string | null | undefined;
  counters: string | undefined;
  campaign: CampaignStatistics | null;
  rows: Promise<Recipient[]>;
  settled: boolean;
  settledAt?: number;
  /** 0 while being read */
  bytes: number;
}

/** On globalThis: the prefetch calls the routes from another bundle and must see the same. */
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
  seen: Map<number, { status: string | null; counters: string }>;
}
export const { cache, seen } = store;

export function fresh(id: number): SnapshotEntry | undefined {
  const now = Date.now();
  for (const [k, v] of [...cache.entries()]) if (v.settled && now - v.at > KEEP_MS) cache.delete(k);
  return cache.get(id); // (now the most recently used)
}

export function snapshotUsage(): { entries: number; bytes: number } {
  return { entries: cache.size, bytes: cache.calculatedSize };
}

export function clearSnapshots(): void {
  cache.clear();
  seen.clear();
}

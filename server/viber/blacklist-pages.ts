import "server-only";

import type { BlacklistEntry } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

const PAGE = 1000;
/** The most entries one search or check reads. */
export const BLACKLIST_SCAN_MAX = 50_000;

/**
 * Walks the blacklist page by page (pages cached briefly by the client, shared
 * by the search and the check). The next page starts where the last one ended,
 * however few entries the upstream served, and the walk ends at an empty page or
 * at the list's `total` — never at the first short page. True when it reached
 * the end before `max` entries.
 */
export async function eachBlacklistPage(
  visit: (items: BlacklistEntry[], unreadable: number) => void,
  max = BLACKLIST_SCAN_MAX,
): Promise<boolean> {
  let offset = 0;
  while (offset < max) {
    const batch = await upstream().viber.listBlacklist({ limit: PAGE, offset });
    if (batch.items.length === 0) return true;
    visit(batch.items, batch.unreadable ?? 0);
    offset += batch.items.length;
    if (batch.total !== undefined && offset >= batch.total) return true;
  }
  return false;
}

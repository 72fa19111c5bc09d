import "server-only";

import type { BlacklistEntry } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

const PAGE = 1000;
export const BLACKLIST_SCAN_MAX = 50_000;

/** Ends at an empty page or the list's `total`, never at the first short page. */
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

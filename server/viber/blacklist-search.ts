import "server-only";

import type { BlacklistEntry, ListResult } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

const PAGE = 1000;
const MAX_ENTRIES = 50_000;

/**
 * The upstream lists the blacklist by page only; a phone search reads it page by
 * page (cached briefly by the client) and filters here, up to a bound.
 */
export async function searchBlacklist(
  digits: string,
  page: { limit: number; offset: number },
): Promise<ListResult<BlacklistEntry>> {
  const matches: BlacklistEntry[] = [];
  for (let offset = 0; offset < MAX_ENTRIES; offset += PAGE) {
    const batch = await upstream().viber.listBlacklist({ limit: PAGE, offset });
    matches.push(...batch.items.filter((e) => e.phone.includes(digits)));
    if (batch.items.length < PAGE || offset + PAGE >= (batch.total ?? 0)) break;
  }
  return { items: matches.slice(page.offset, page.offset + page.limit), total: matches.length };
}

import "server-only";

import type { BlacklistEntry, ListResult } from "@/lib/schemas/resources";

import { eachBlacklistPage } from "./blacklist-pages";

/**
 * The upstream lists the blacklist by page only; a phone search reads it page by
 * page and filters here, up to a bound.
 */
export async function searchBlacklist(
  digits: string,
  page: { limit: number; offset: number },
): Promise<ListResult<BlacklistEntry>> {
  const matches: BlacklistEntry[] = [];
  await eachBlacklistPage((items) =>
    matches.push(...items.filter((e) => e.phone.includes(digits))),
  );
  return { items: matches.slice(page.offset, page.offset + page.limit), total: matches.length };
}

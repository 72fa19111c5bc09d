import "server-only";

import type { BlacklistEntry } from "@/lib/schemas/resources";
import type { BlacklistCheckReply } from "@/lib/schemas/viber/blacklist-check";

import { BLACKLIST_SCAN_MAX, eachBlacklistPage } from "./blacklist-pages";

/** One pass over the paged list, never one upstream call per phone. */
export async function checkBlacklist(
  phones: readonly string[],
  max = BLACKLIST_SCAN_MAX,
): Promise<BlacklistCheckReply> {
  const wanted = new Set(phones);
  const items: BlacklistEntry[] = [];
  const complete = await eachBlacklistPage(
    (page) => items.push(...page.filter((e) => wanted.has(e.phone))),
    max,
  );
  return { items, complete };
}

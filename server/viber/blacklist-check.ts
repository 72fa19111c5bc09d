import "server-only";

import type { BlacklistCheckReply } from "@/lib/schemas/blacklist-check";
import type { BlacklistEntry } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

const PAGE = 1000;
const MAX_ENTRIES = 50_000;

/**
 * The upstream can only list the blacklist page by page, so a whole list of
 * phones is checked in one pass over it (pages are cached briefly by the
 * client, shared with the blacklist search) — never one upstream call per phone.
 */
export async function checkBlacklist(phones: readonly string[]): Promise<BlacklistCheckReply> {
  const wanted = new Set(phones);
  const items: BlacklistEntry[] = [];
  for (let offset = 0; offset < MAX_ENTRIES; offset += PAGE) {
    const batch = await upstream().viber.listBlacklist({ limit: PAGE, offset });
    items.push(...batch.items.filter((e) => wanted.has(e.phone)));
    if (batch.items.length < PAGE || offset + PAGE >= (batch.total ?? 0))
      return { items, complete: true };
  }
  return { items, complete: false };
}

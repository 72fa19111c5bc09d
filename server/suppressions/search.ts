import "server-only";

import type { BlacklistEntry, Bounce, Unsubscribe } from "@/lib/schemas/resources";
import {
  matchesQuery,
  mergeSuppressions,
  readSearchQuery,
  type Suppression,
} from "@/lib/suppressions/search";
import { eachBlacklistPage } from "@/server/viber/blacklist-pages";

import { auditAddsMatching } from "./audit-adds";
import { eachUnsubscribePage, hardBounces } from "./pages";

/** A search's answer is bounded: a short query can match most of a long list. */
export const SEARCH_MAX_ROWS = 500;

export interface SuppressionSearch {
  items: Suppression[];
  /** more rows matched than SEARCH_MAX_ROWS */
  truncated: boolean;
  /** lists the walk could not read to their end (longer than the scan's bound) */
  incomplete: ("blacklist" | "unsubscribes" | "bounces")[];
}

/**
 * One search over every list that suppresses someone: a phone's digits are looked
 * for on the blacklist, an address's text on the unsubscribes and the last 24
 * hours' hard bounces; the audit log says who in this console added each.
 */
export async function searchSuppressions(raw: string): Promise<SuppressionSearch> {
  const query = readSearchQuery(raw);
  if (!query) return { items: [], truncated: false, incomplete: [] };
  const blacklist: BlacklistEntry[] = [];
  const unsubscribes: Unsubscribe[] = [];
  let bounces: Bounce[] = [];
  const incomplete: SuppressionSearch["incomplete"] = [];

  if (query.kind === "phone") {
    const done = await eachBlacklistPage((items) =>
      blacklist.push(...items.filter((e) => matchesQuery(e.phone, query))),
    );
    if (!done) incomplete.push("blacklist");
  } else {
    const [unsubDone, day] = await Promise.all([
      eachUnsubscribePage((items) =>
        unsubscribes.push(...items.filter((u) => matchesQuery(u.email, query))),
      ),
      hardBounces(),
    ]);
    if (!unsubDone) incomplete.push("unsubscribes");
    if (!day.complete) incomplete.push("bounces");
    bounces = day.items.filter((b) => matchesQuery(b.email_to, query));
  }
  const audit = await auditAddsMatching(query);
  const items = mergeSuppressions({ query, blacklist, unsubscribes, hardBounces: bounces, audit });
  return {
    items: items.slice(0, SEARCH_MAX_ROWS),
    truncated: items.length > SEARCH_MAX_ROWS,
    incomplete,
  };
}

import "server-only";

import type { BlacklistSort } from "@/lib/schemas/queries";
import type { BlacklistEntry, ListResult } from "@/lib/schemas/resources";

import { eachBlacklistPage } from "./blacklist-pages";

/** The upstream pages in no promised order: read the list, then search, sort and page here. */
export async function blacklistPage(q: {
  q?: string;
  sort: BlacklistSort;
  limit: number;
  offset: number;
}): Promise<ListResult<BlacklistEntry> & { total: number; complete: boolean }> {
  const entries: BlacklistEntry[] = [];
  let unreadable = 0;
  const complete = await eachBlacklistPage((items, skipped) => {
    entries.push(...(q.q ? items.filter((e) => e.phone.includes(q.q!)) : items));
    unreadable += skipped;
  });
  const rows = sortBlacklist(entries, q.sort);
  return {
    items: rows.slice(q.offset, q.offset + q.limit),
    total: rows.length,
    complete,
    ...(unreadable ? { unreadable } : {}),
  };
}

const digits = (s: string) => s.replace(/\D/g, "");

/** Ties: the higher id is the later one. */
export function sortBlacklist(rows: BlacklistEntry[], sort: BlacklistSort): BlacklistEntry[] {
  if (sort === "phone")
    return rows.sort((a, b) => {
      const pa = digits(a.phone);
      const pb = digits(b.phone);
      return pa.length - pb.length || (pa < pb ? -1 : pa > pb ? 1 : 0);
    });
  const dir = sort === "add_date" ? 1 : -1;
  const key = new Map(rows.map((e) => [e, digits(e.add_date)]));
  return rows.sort((a, b) => {
    const ka = key.get(a)!;
    const kb = key.get(b)!;
    if (!ka !== !kb) return ka ? -1 : 1; // no date: last either way
    return ((ka < kb ? -1 : ka > kb ? 1 : 0) || a.id - b.id) * dir;
  });
}

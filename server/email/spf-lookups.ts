import "server-only";

import { isSpf, lookupTerms, nestedSpfDomains } from "@/lib/email/dns-spf";

import type { Lookup } from "./dns-lookup";

export const isLookupName = (s: string) =>
  s.length <= 253 &&
  /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)+$/i.test(
    s,
  );

/** a loop or a huge tree stops here */
const MAX_SPF_FETCHES = 30;

/** RFC 7208 §4.6.4, through included records, never following one twice. */
export async function countSpfLookups(
  record: string,
  txt: (name: string) => Promise<Lookup<string[]>>,
): Promise<{ lookups: number; unresolved: string[]; reached: string[] }> {
  let lookups = lookupTerms(record).length;
  const unresolved: string[] = [];
  const seen = new Set<string>();
  let queue = nestedSpfDomains(record);
  let fetched = 0;
  while (queue.length > 0 && fetched < MAX_SPF_FETCHES) {
    const batch = [...new Set(queue)].filter((d) => !seen.has(d) && isLookupName(d));
    batch.forEach((d) => seen.add(d));
    const room = batch.slice(0, MAX_SPF_FETCHES - fetched);
    fetched += room.length;
    const results = await Promise.all(room.map((d) => txt(d).then((r) => [d, r] as const)));
    queue = [];
    for (const [d, r] of results) {
      const spf = r.value.filter(isSpf);
      if (r.outcome !== "found" || spf.length !== 1) {
        unresolved.push(d);
        continue;
      }
      lookups += lookupTerms(spf[0]!).length;
      queue.push(...nestedSpfDomains(spf[0]!));
    }
  }
  return { lookups, unresolved, reached: [...seen] };
}

import "server-only";

import type { ListResult, SentEmail } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

const CHUNK = 500;

/**
 * Records for any number of ids: the upstream takes at most 500 per call, so
 * they go in chunks of 500 (one after another: the account's budget is shared).
 * Ids the upstream does not know are listed as `missing`, not dropped.
 */
export async function lookupEmails(
  ids: string[],
): Promise<ListResult<SentEmail> & { missing: string[] }> {
  const unique = [...new Set(ids)];
  const items: SentEmail[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    try {
      items.push(...(await upstream().smtp.emailsInfo(chunk)));
    } catch (err) {
      // the upstream answers 400 (code 14) when none of a chunk's ids exist
      if ((err as { code?: string }).code !== "upstream_rejected") throw err;
    }
  }
  const found = new Set(items.map((e) => e.id));
  return { items, total: items.length, missing: unique.filter((id) => !found.has(id)) };
}

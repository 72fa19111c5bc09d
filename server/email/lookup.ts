import "server-only";

import type { ExplainedEmail } from "@/lib/email/outcome";
import type { ListResult, SentEmail } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";
import { EMAIL_PAGE_MAX } from "@/server/upstream/smtp";

import { explainEmails } from "./explained";

const CHUNK = 500;

/**
 * Chunks of 500 ids, one after another (the budget is shared). A reply of 100+ lacking
 * some ids may have been cut short, so those are asked again. Unknown ids are `missing`.
 */
export async function lookupEmails(
  ids: string[],
): Promise<ListResult<ExplainedEmail> & { missing: string[] }> {
  const unique = [...new Set(ids)];
  const found = new Map<string, SentEmail>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    let pending = unique.slice(i, i + CHUNK);
    while (pending.length > 0) {
      const records = await infoOrNone(pending);
      const fresh = records.filter((e) => pending.includes(e.id) && !found.has(e.id));
      for (const e of fresh) found.set(e.id, e);
      if (fresh.length === 0 || records.length < EMAIL_PAGE_MAX) break;
      pending = pending.filter((id) => !found.has(id));
    }
  }
  const items = explainEmails(unique.flatMap((id) => found.get(id) ?? []));
  return { items, total: items.length, missing: unique.filter((id) => !found.has(id)) };
}

async function infoOrNone(ids: string[]): Promise<SentEmail[]> {
  try {
    return await upstream().smtp.emailsInfo(ids);
  } catch (err) {
    // the upstream answers 400 (code 14) when none of the ids exist
    if ((err as { code?: string }).code === "upstream_rejected") return [];
    throw err;
  }
}

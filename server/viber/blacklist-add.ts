import "server-only";

import { sampleOf, type AuditDetails } from "@/lib/audit-details";
import type { ViberBlacklistAdd } from "@/lib/schemas/viber";
import { upstream } from "@/server/upstream";

import { checkBlacklist } from "./blacklist-check";

/** One page of the list: enough to name the phones already there on most accounts. */
const PRE_READ = 1000;
/** A person's add of a few phones is named one by one; an import's chunk by its counts. */
const NAMED_UP_TO = 20;

/**
 * Adds phones to the blacklist and says, for the audit log, which were added
 * and which were already there. The upstream answers with counts only, so the
 * first page of the list is read first (one call, usually cached); where that
 * does not settle it (a longer list, someone changed it meanwhile) the log says
 * only how many were already there. Never the whole list: an add must not spend
 * a walk over thousands of entries of the account's request budget.
 */
export async function addToBlacklist(
  body: ViberBlacklistAdd,
  note: (details: AuditDetails) => void,
): Promise<{ added: number; exists: number }> {
  const phones = [...new Set(body.phones)];
  const before =
    phones.length <= NAMED_UP_TO ? await checkBlacklist(phones, PRE_READ).catch(() => null) : null;
  const counters = await upstream().viber.addToBlacklist(body);
  const listed = new Set(before?.complete ? before.items.map((e) => e.phone) : []);
  const already = phones.filter((p) => listed.has(p));
  if (before?.complete && already.length === counters.exists) {
    note({
      kind: "phones",
      ...sampleOf(phones.filter((p) => !listed.has(p))),
      already: sampleOf(already),
    });
  } else {
    note({ kind: "phones", ...sampleOf(phones), alreadyCount: counters.exists });
  }
  return counters;
}

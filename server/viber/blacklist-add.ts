import "server-only";

import { sampleOf, type AuditDetails } from "@/lib/audit-details";
import type { ViberBlacklistAdd } from "@/lib/schemas/viber";
import { upstream } from "@/server/upstream";

import { checkBlacklist } from "./blacklist-check";

/**
 * Adds phones to the blacklist and says, for the audit log, which were added
 * and which were already there. The upstream answers with counts only, so the
 * phones already listed are read first; where that reading disagrees with the
 * upstream's counts (someone changed the list meanwhile, or it was too long to
 * read), the log says only how many were already there.
 */
export async function addToBlacklist(
  body: ViberBlacklistAdd,
  note: (details: AuditDetails) => void,
): Promise<{ added: number; exists: number }> {
  const phones = [...new Set(body.phones)];
  const before = await checkBlacklist(phones).catch(() => null);
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

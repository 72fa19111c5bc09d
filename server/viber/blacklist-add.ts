import "server-only";

import type { ViberBlacklistAdd } from "@messaging-console/contract/viber";

import { sampleOf, type AuditDetails } from "@/lib/audit/details";
import { upstream } from "@/server/upstream";

import { checkBlacklist } from "./blacklist-check";

const PRE_READ = 1000;
const NAMED_UP_TO = 20;

/**
 * The upstream answers counts only, so the first page of the list is read to name which
 * were already there; never the whole list, which would spend the request budget.
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

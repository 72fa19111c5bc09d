import "server-only";

import type { AuditDetails } from "@/lib/audit/details";
import type { UnsubscribeImport } from "@/lib/suppressions/schema";
import { upstream } from "@/server/upstream";

import { eachUnsubscribePage } from "./pages";

/** An import's chunks come a fraction of a second apart: one walk of the list serves them all. */
const KNOWN_TTL_MS = 60_000;
let known: { at: number; set: Set<string> } | null = null;

async function unsubscribed(now: number): Promise<Set<string>> {
  if (known && now - known.at < KNOWN_TTL_MS) return known.set;
  const set = new Set<string>();
  await eachUnsubscribePage((items) => items.forEach((u) => set.add(u.email.toLowerCase())));
  known = { at: now, set };
  return set;
}

/**
 * Adds one chunk of an import to the unsubscribes and says how many were added
 * and how many were there already: the upstream answers only `result: true`, so
 * the list is read first (once a minute at most, kept up to date with what this
 * process adds). Every address is sent all the same (adding one already there
 * changes nothing), so a stale read can only miscount, never leave one out.
 */
export async function importUnsubscribes(
  body: UnsubscribeImport,
  note: (details: AuditDetails) => void,
  now = Date.now(),
): Promise<{ added: number; exists: number }> {
  const list = await unsubscribed(now);
  const seen = new Set<string>();
  const fresh = body.emails.filter((e) => {
    const key = e.toLowerCase();
    if (list.has(key) || seen.has(key)) return false;
    return (seen.add(key), true);
  });
  await upstream().smtp.addUnsubscribes({
    emails: body.emails.map((email) =>
      body.comment ? { email, comment: body.comment } : { email },
    ),
  });
  fresh.forEach((e) => list.add(e.toLowerCase()));
  // the log names the addresses this chunk added, so "who added it" is never an older add's
  note({ kind: "emails", sample: fresh, total: fresh.length, source: "import" });
  return { added: fresh.length, exists: body.emails.length - fresh.length };
}

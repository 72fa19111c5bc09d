import "server-only";

import { EMAIL_OUTCOME_SCAN_MAX, type EmailLogPage, type EmailOutcome } from "@/lib/email/outcome";
import { kindMatches, matchesOutcome } from "@/lib/email/outcome-match";
import { upstream } from "@/server/upstream";
import type { EmailFilters } from "@/server/upstream/smtp";

import { explainEmails } from "./explained";

/**
 * A page of the log filtered by delivery outcome. The upstream has no such
 * filter, so the console reads the newest records matching the other filters,
 * up to EMAIL_OUTCOME_SCAN_MAX, and keeps those with the outcome. `total` counts
 * the matches among what was read: exact when the scan reached the end of the
 * log (`scan.complete`), a lower bound otherwise.
 */
export async function emailLogByOutcome(
  filters: EmailFilters,
  outcome: EmailOutcome,
): Promise<EmailLogPage> {
  const { limit = 25, offset = 0, ...rest } = filters;
  const { items, complete } = await upstream().smtp.scanEmails(rest, EMAIL_OUTCOME_SCAN_MAX);
  // each record read once: its explanation decides the outcome and goes with the page
  const matching = explainEmails(items).filter((e) => kindMatches(outcome, e.explanation.kind));
  return {
    items: matching.slice(offset, offset + limit),
    total: matching.length,
    scan: { read: items.length, cap: EMAIL_OUTCOME_SCAN_MAX, complete },
  };
}

/** The whole filtered log for the CSV export, `cap` records read at most. */
export async function scanEmailsByOutcome(
  filters: Omit<EmailFilters, "limit" | "offset">,
  outcome: EmailOutcome | undefined,
  cap: number,
) {
  const scan = await upstream().smtp.scanEmails(filters, cap);
  return outcome ? { ...scan, items: scan.items.filter((e) => matchesOutcome(outcome, e)) } : scan;
}

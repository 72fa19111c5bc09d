import "server-only";

import { emailLogWindow, type EmailLogScope } from "@/lib/email/log-scope";
import type { EmailLogPage, ExplainedEmail } from "@/lib/email/outcome";
import { kindMatches } from "@/lib/email/outcome-match";
import type { EmailOutcome } from "@/lib/schemas/email/outcomes";
import type { SentEmail } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";
import type { EmailFilters } from "@/server/upstream/smtp";

import { explainEmails } from "./explained";

/** The page and the CSV export both read through here, so they cover the same emails. */
export async function scanEmailLog(
  filters: Omit<EmailFilters, "limit" | "offset">,
  outcome: EmailOutcome | undefined,
): Promise<{ items: SentEmail[]; scope: EmailLogScope }> {
  if (outcome) return scanByOutcome(filters, outcome);
  const cap = emailLogWindow(undefined);
  const { items, complete } = await upstream().smtp.scanEmails(filters, cap);
  return {
    items,
    scope: { read: items.length, cap, complete, matched: items.length, ...span(items) },
  };
}

async function scanByOutcome(
  filters: Omit<EmailFilters, "limit" | "offset">,
  outcome: EmailOutcome,
): Promise<{ items: ExplainedEmail[]; scope: EmailLogScope }> {
  const cap = emailLogWindow(outcome);
  const { items, complete } = await upstream().smtp.scanEmails(filters, cap);
  const matching = explainEmails(items).filter((e) => kindMatches(outcome, e.explanation.kind));
  const scope = { outcome, read: items.length, cap, complete, matched: matching.length };
  return { items: matching, scope: { ...scope, ...span(items) } };
}

function span(items: SentEmail[]): { newest?: string; oldest?: string } {
  const dates = items.map((e) => e.send_date).filter(Boolean);
  if (!dates.length) return {};
  const sorted = [...dates].sort();
  return { oldest: sorted[0], newest: sorted[sorted.length - 1] };
}

/** `total` is exact when the scan reached the log's end, else a lower bound. */
export async function emailLogByOutcome(
  filters: EmailFilters,
  outcome: EmailOutcome,
): Promise<EmailLogPage> {
  const { limit = 25, offset = 0, ...rest } = filters;
  const { items, scope } = await scanByOutcome(rest, outcome);
  return {
    items: items.slice(offset, offset + limit),
    total: items.length,
    scan: {
      read: scope.read,
      cap: scope.cap,
      complete: scope.complete,
      newest: scope.newest,
      oldest: scope.oldest,
    },
  };
}

import { EMAIL_CSV_MAX_ROWS } from "@messaging-console/contract/limits";

import type { EmailOutcome } from "@/lib/schemas/email/outcomes";

import { EMAIL_OUTCOME_SCAN_MAX } from "./outcome";

/**
 * The upstream cannot filter by outcome, so with one the page and the CSV read the same
 * window of newest emails; both say what they cover in the same words.
 */
export const emailLogWindow = (outcome: EmailOutcome | undefined) =>
  outcome ? EMAIL_OUTCOME_SCAN_MAX : EMAIL_CSV_MAX_ROWS;

export interface EmailLogScope {
  outcome?: EmailOutcome;
  read: number;
  cap: number;
  complete: boolean;
  /** all of them without an outcome */
  matched: number;
  newest?: string;
  oldest?: string;
}

/** Comma-free, so the export's first line stays one CSV field whatever reads it. */
const OUTCOME_WORDS: Record<EmailOutcome, string> = {
  delivered: "delivered",
  failed: "failed (hard or soft)",
  hard: "failed hard",
  soft: "failed soft or deferred",
  none: "no answer yet",
};

const minute = (date: string) => date.slice(0, 16);

/** `number` formats the counts: the page groups digits, the CSV line (no commas) does not. */
export function emailLogScopeWords(
  s: EmailLogScope,
  zone: string,
  number: (n: number) => string = String,
): string {
  const others = s.outcome ? "matching the other filters" : "matching the filters";
  const span =
    s.newest && s.oldest ? ` (sent ${minute(s.oldest)} … ${minute(s.newest)} ${zone})` : "";
  const among = s.complete
    ? `all ${number(s.read)} emails ${others}`
    : `the newest ${number(s.read)} emails ${others}`;
  const rest = s.complete
    ? ""
    : s.outcome
      ? "; older emails are not read: set an older date range to look further back"
      : "; older emails are not exported: narrow the date range";
  if (s.read === 0)
    return s.outcome
      ? `Outcome ${OUTCOME_WORDS[s.outcome]}: no email ${others}.`
      : `No email ${others}.`;
  return s.outcome
    ? `Outcome ${OUTCOME_WORDS[s.outcome]}: ${number(s.matched)} among ${among}${span}${rest}.`
    : `${s.complete ? "All" : "The newest"} ${number(s.read)} emails ${others}${span}${rest}.`;
}

/** no commas */
export function emailLogFilterWords(f: {
  from?: string;
  to?: string;
  sender?: string;
  recipient?: string;
  country?: string;
}): string {
  const clean = (v: string) => v.replace(/[,"\r\n]/g, " ");
  const parts = [
    f.sender && `sender ${clean(f.sender)}`,
    f.recipient && `recipient ${clean(f.recipient)}`,
    f.country && `country ${clean(f.country)}`,
    (f.from || f.to) && `dates ${f.from ?? "…"} to ${f.to ?? "…"}`,
  ].filter(Boolean);
  return parts.length ? `Filters: ${parts.join("; ")}.` : "No filter.";
}

import { EMAIL_CSV_MAX_ROWS } from "@/lib/schemas/limits";

import { EMAIL_OUTCOME_SCAN_MAX, type EmailOutcome } from "./outcome";

/**
 * The one rule the email log's page and its CSV export follow. The upstream
 * cannot filter by outcome, so with an outcome both read the same window — the
 * newest EMAIL_OUTCOME_SCAN_MAX emails matching the other filters — and keep
 * that outcome's; without one the page pages the whole log and the export holds
 * its newest EMAIL_CSV_MAX_ROWS. Both say what they cover in the same words.
 */
export const emailLogWindow = (outcome: EmailOutcome | undefined) =>
  outcome ? EMAIL_OUTCOME_SCAN_MAX : EMAIL_CSV_MAX_ROWS;

/** What a read of the log covered. */
export interface EmailLogScope {
  outcome?: EmailOutcome;
  /** emails matching the other filters read, newest first */
  read: number;
  /** the window: the most that are read */
  cap: number;
  /** the read reached the oldest matching email */
  complete: boolean;
  /** of those read, how many have the outcome (all of them without one) */
  matched: number;
  /** send dates (account's zone) of the newest and the oldest email read */
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

/** "2026-11-28 10:00:00" → "2026-11-28 10:00" */
const minute = (date: string) => date.slice(0, 16);

/**
 * The scope in words, e.g. "Outcome failed (hard or soft): 27 among the newest
 * 1,000 emails matching the other filters (sent 2026-11-27 08:10 … 2026-11-28
 * 10:00 UTC); older emails are not read: …" `number` formats the counts (the page
 * groups digits; the CSV line, which must hold no comma, does not).
 */
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

/** The filters other than the outcome, in words for the export's first line (no commas). */
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

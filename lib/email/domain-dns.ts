import type { Domain } from "@/lib/schemas/resources";
import { parseUpstreamDate } from "@/lib/schemas/upstream-date";

/** Where a domain's DKIM key is published; the selector comes from the Messaging API's dashboard. */
export const dkimHost = (domain: string, selector = "<selector>") =>
  `${selector}._domainkey.${domain}`;

export const dmarcHost = (domain: string) => `_dmarc.${domain}`;

/** A DMARC policy to start with: monitor only, with aggregate reports to the domain's postmaster. */
export const sampleDmarcRecord = (domain: string) =>
  `v=DMARC1; p=none; rua=mailto:postmaster@${domain}`;

export type CheckName = "dkim" | "spf" | "dmarc";
export const CHECKS: { name: CheckName; label: string }[] = [
  { name: "dkim", label: "DKIM" },
  { name: "spf", label: "SPF" },
  { name: "dmarc", label: "DMARC" },
];

/** Checks the upstream reports as failed. */
export const missingChecks = (d: Domain) => CHECKS.filter((c) => d.checks[c.name] === false);
/** Checks the upstream's reply does not report at all. */
export const unreportedChecks = (d: Domain) => CHECKS.filter((c) => d.checks[c.name] === null);

export type Tone = "success" | "warning" | "danger" | "neutral";

/**
 * A date of the upstream (in the account's zone) against `now`: past is danger,
 * within `soonDays` a warning. Null when there is no date or it is unreadable.
 */
export function dateState(
  text: string | null,
  timeZone: string,
  now: number,
  soonDays = 30,
): { date: string; days: number; tone: Tone } | null {
  if (!text) return null;
  const at = parseUpstreamDate(text, timeZone);
  if (at === null) return null;
  const days = Math.floor((at - now) / 86_400_000);
  const tone: Tone = at < now ? "danger" : days < soonDays ? "warning" : "success";
  return { date: text.slice(0, 10), days, tone };
}

/** "in 12 days", "today", "3 days ago" */
export function relativeDays(days: number): string {
  if (days === 0) return "today";
  if (days > 0) return days === 1 ? "tomorrow" : `in ${days} days`;
  return days === -1 ? "yesterday" : `${-days} days ago`;
}

/**
 * The certificate's kind in words. The contract says only that ssl_type is the
 * "certificate type" and does not list its values, so a number is said to be
 * one rather than given a guessed meaning. "None reported" only where there is
 * neither a type nor a validity date (a date means some certificate was there).
 */
export const sslLabel = (type: number | null, hasDate = false) =>
  (type === null || type === 0) && !hasDate
    ? "None reported"
    : `Type ${type ?? "unknown"} (not documented)`;

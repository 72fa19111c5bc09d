import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { Domain } from "@/lib/schemas/resources";

export const dkimHost = (domain: string, selector = "<selector>") =>
  `${selector}._domainkey.${domain}`;

export const dmarcHost = (domain: string) => `_dmarc.${domain}`;

export const sampleDmarcRecord = (domain: string) =>
  `v=DMARC1; p=none; rua=mailto:postmaster@${domain}`;

export type CheckName = "dkim" | "spf" | "dmarc";
export const CHECKS: { name: CheckName; label: string }[] = [
  { name: "dkim", label: "DKIM" },
  { name: "spf", label: "SPF" },
  { name: "dmarc", label: "DMARC" },
];

export const missingChecks = (d: Domain) => CHECKS.filter((c) => d.checks[c.name] === false);
export const unreportedChecks = (d: Domain) => CHECKS.filter((c) => d.checks[c.name] === null);

export type Tone = "success" | "warning" | "danger" | "neutral";

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

export function relativeDays(days: number): string {
  if (days === 0) return "today";
  if (days > 0) return days === 1 ? "tomorrow" : `in ${days} days`;
  return days === -1 ? "yesterday" : `${-days} days ago`;
}

/** The contract does not list ssl_type's values, so a number is not given a guessed meaning. */
export const sslLabel = (type: number | null, hasDate = false) =>
  (type === null || type === 0) && !hasDate
    ? "None reported"
    : `Type ${type ?? "unknown"} (not documented)`;

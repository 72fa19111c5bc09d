import type { Domain } from "@/lib/schemas/resources";

import type { DnsCheck, DnsDiagnosis } from "./dns-rules";
import { CHECKS, type CheckName } from "./domain-dns";

/**
 * One verdict per check of a sender domain, from two opinions: the Messaging
 * API's pass/fail and the console's own DNS lookups (which see what a pass/fail
 * does not, e.g. an SPF record past the 10-lookup limit). A check fails when
 * either says so; when they differ, `sources` says who said what. The domain
 * card and the overview both count with this, so they never disagree.
 */
export type VerdictState = "passed" | "failing" | "unknown";

export interface CheckVerdict {
  name: CheckName;
  label: string;
  state: VerdictState;
  /** the Messaging API's verdict; null when its reply leaves the check out */
  api: boolean | null;
  /** the console's DNS lookups: failing (an error found), passed, or null (not looked up, no answer) */
  dns: "failing" | "passed" | null;
  /** the console's finding that fails the check */
  dnsProblem: string | null;
  /** where each opinion comes from, when they differ */
  sources: string | null;
}

/** A finding without its closing "Replace the record with:" (the record is in the DNS section). */
function withoutFix(text: string): string {
  const cut = text.lastIndexOf(". ");
  return text.endsWith(":") && cut > 0 ? text.slice(0, cut + 1) : text;
}

function dnsOpinion(check: DnsCheck | undefined): Pick<CheckVerdict, "dns" | "dnsProblem"> {
  if (
    !check ||
    check.lookup === "timeout" ||
    check.lookup === "failed" ||
    check.lookup === "skipped"
  )
    return { dns: null, dnsProblem: null };
  const error = check.findings.find((f) => f.severity === "error");
  return error
    ? { dns: "failing", dnsProblem: withoutFix(error.text) }
    : { dns: "passed", dnsProblem: null };
}

const API_WORDS = { true: "passed", false: "failed", null: "does not report it" } as const;

function sourcesOf(v: Omit<CheckVerdict, "sources" | "state">): string | null {
  const api =
    v.api === null
      ? "The Messaging API does not report it"
      : `The Messaging API says ${API_WORDS[`${v.api}`]}`;
  if (v.dns === "failing" && v.api !== false)
    return `${api}; the console's DNS check found a problem: ${v.dnsProblem}`;
  if (v.dns === "passed" && v.api === false)
    return `${api}; the console's DNS check finds the record in place (the Messaging API may not have checked again yet).`;
  if (v.dns === "passed" && v.api === null)
    return `${api}; the console's DNS check finds the record in place.`;
  return null;
}

/** The verdicts of a domain's checks (DKIM, SPF, DMARC); `dns` is the console's diagnosis if it has one. */
export function domainVerdicts(d: Domain, dns?: DnsDiagnosis | null): CheckVerdict[] {
  return CHECKS.map(({ name, label }) => {
    const api = d.checks[name];
    const opinion = dnsOpinion(dns?.checks.find((c) => c.kind === name));
    const state: VerdictState =
      api === false || opinion.dns === "failing"
        ? "failing"
        : api === true || opinion.dns === "passed"
          ? "passed"
          : "unknown";
    const partial = { name, label, api, ...opinion };
    return { ...partial, state, sources: sourcesOf(partial) };
  });
}

/** The labels of the checks that fail, e.g. ["SPF", "DMARC"]. */
export const failingLabels = (verdicts: CheckVerdict[]) =>
  verdicts.filter((v) => v.state === "failing").map((v) => v.label);

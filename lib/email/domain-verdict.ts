import type { Domain } from "@/lib/schemas/resources";

import type { DnsCheck, DnsDiagnosis } from "./dns-rules";
import { CHECKS, type CheckName } from "./domain-dns";

/**
 * A check fails when either the Messaging API or the console's DNS lookups say so (DNS sees
 * what a pass/fail does not); the domain card and the overview both count with this.
 */
export type VerdictState = "passed" | "failing" | "unknown";

export interface CheckVerdict {
  name: CheckName;
  label: string;
  state: VerdictState;
  /** null when its reply leaves the check out */
  api: boolean | null;
  /** null: not looked up, or no answer */
  dns: "failing" | "passed" | null;
  dnsProblem: string | null;
  /** when they differ */
  sources: string | null;
}

/** the record itself is in the DNS section */
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

export const failingLabels = (verdicts: CheckVerdict[]) =>
  verdicts.filter((v) => v.state === "failing").map((v) => v.label);

/** Shapes shared by the server's DNS lookups and the domain cards; the rules beside it are pure. */

export type Severity = "error" | "warning" | "info" | "ok";
export type CheckKind = "spf" | "dmarc" | "dkim" | "mx";
export type LookupOutcome = "found" | "absent" | "timeout" | "failed" | "skipped";

/** exactly as it is to be typed in */
export interface RecordToPublish {
  name: string;
  type: "TXT" | "MX";
  value: string;
}

export interface Finding {
  severity: Severity;
  text: string;
  publish?: RecordToPublish;
}

export interface DnsCheck {
  kind: CheckKind;
  name: string;
  type: "TXT" | "MX";
  lookup: LookupOutcome;
  lookupError?: string;
  /** null when nobody says */
  expected: string | null;
  found: string[];
  findings: Finding[];
}

export interface DnsDiagnosis {
  domain: string;
  checkedAt: string;
  checks: DnsCheck[];
}

const SEVERITY_ORDER: Severity[] = ["error", "warning", "info", "ok"];
export function worstSeverity(findings: Finding[]): Severity {
  for (const s of SEVERITY_ORDER) if (findings.some((f) => f.severity === s)) return s;
  return "ok";
}

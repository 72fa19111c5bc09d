/**
 * What the DNS diagnostics of a sender domain find, record by record: the shapes
 * shared by the server's lookups (server/email/dns-diagnostics.ts) and the domain
 * cards. The rules that judge each record are pure functions beside this file:
 * dns-spf.ts, dns-dmarc.ts and dns-dkim-mx.ts (no lookups there: what DNS published
 * comes in as text).
 */

export type Severity = "error" | "warning" | "info" | "ok";
export type CheckKind = "spf" | "dmarc" | "dkim" | "mx";
/** How a lookup ended: found, nothing published, no answer in time, another failure, or not made. */
export type LookupOutcome = "found" | "absent" | "timeout" | "failed" | "skipped";

/** A record to publish at the domain's DNS host, exactly as it is to be typed in. */
export interface RecordToPublish {
  name: string;
  type: "TXT" | "MX";
  value: string;
}

export interface Finding {
  severity: Severity;
  /** plain words: what is wrong (or right) and what follows from it */
  text: string;
  publish?: RecordToPublish;
}

export interface DnsCheck {
  kind: CheckKind;
  /** the name that was looked up, e.g. _dmarc.example.com */
  name: string;
  type: "TXT" | "MX";
  lookup: LookupOutcome;
  /** the failure in words when lookup is timeout/failed */
  lookupError?: string;
  /** what the service needs there, in words or as a record; null when nobody says */
  expected: string | null;
  /** the records found, as published */
  found: string[];
  findings: Finding[];
}

export interface DnsDiagnosis {
  domain: string;
  /** ISO time of the lookups */
  checkedAt: string;
  checks: DnsCheck[];
}

const SEVERITY_ORDER: Severity[] = ["error", "warning", "info", "ok"];
/** The worst finding of a check (ok when it has none). */
export function worstSeverity(findings: Finding[]): Severity {
  for (const s of SEVERITY_ORDER) if (findings.some((f) => f.severity === s)) return s;
  return "ok";
}

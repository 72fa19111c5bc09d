/**
 * Reading SPF and DMARC records and judging them: pure functions, shared by the
 * server's DNS diagnostics (server/email/dns-diagnostics.ts) and the domain cards.
 * No lookups here: what DNS published comes in as text.
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

/** SPF's limit on mechanisms that cost a DNS lookup (RFC 7208 §4.6.4). */
export const SPF_LOOKUP_LIMIT = 10;

const SEVERITY_ORDER: Severity[] = ["error", "warning", "info", "ok"];
/** The worst finding of a check (ok when it has none). */
export function worstSeverity(findings: Finding[]): Severity {
  for (const s of SEVERITY_ORDER) if (findings.some((f) => f.severity === s)) return s;
  return "ok";
}

// ---------- SPF ----------

export const isSpf = (txt: string) => /^v=spf1(\s|$)/i.test(txt.trim());

export interface SpfTerm {
  qualifier: "+" | "-" | "~" | "?";
  /** lower-case mechanism name (all, include, a, mx, ptr, ip4, ip6, exists) or modifier (redirect, exp) */
  name: string;
  value: string | null;
  modifier: boolean;
  raw: string;
}

/** The terms of an SPF record after `v=spf1`. */
export function parseSpf(record: string): SpfTerm[] {
  return record
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter(Boolean)
    .map((raw) => {
      const modifier = /^[a-z][a-z0-9._-]*=/i.test(raw);
      if (modifier) {
        const at = raw.indexOf("=");
        return {
          qualifier: "+" as const,
          name: raw.slice(0, at).toLowerCase(),
          value: raw.slice(at + 1),
          modifier,
          raw,
        };
      }
      const q = /^[+\-~?]/.test(raw) ? (raw[0] as SpfTerm["qualifier"]) : "+";
      const body = /^[+\-~?]/.test(raw) ? raw.slice(1) : raw;
      const m = /^([a-z0-9]+)(?:[:/](.*))?$/i.exec(body);
      return {
        qualifier: q,
        name: (m?.[1] ?? body).toLowerCase(),
        value: m?.[2] ?? null,
        modifier,
        raw,
      };
    });
}

const LOOKUP_TERMS = new Set(["include", "a", "mx", "ptr", "exists", "redirect"]);
/** Terms of one record that each cost a DNS lookup. */
export const lookupTerms = (record: string) =>
  parseSpf(record).filter((t) => LOOKUP_TERMS.has(t.name));

/** Domains a record includes (or redirects to): where the lookup count goes on. */
export const nestedSpfDomains = (record: string) =>
  parseSpf(record)
    .filter((t) => (t.name === "include" || t.name === "redirect") && t.value)
    .map((t) => t.value!.toLowerCase());

/** The `include:` domains of the record the service asks for ("v=spf1 include:_spf.x.net ~all"). */
export const neededIncludes = (needed: string | null) =>
  needed && isSpf(needed)
    ? parseSpf(needed)
        .filter((t) => t.name === "include" && t.value)
        .map((t) => t.value!.toLowerCase())
    : [];

/**
 * One SPF record that keeps every mechanism of the records found, adds the
 * includes the service needs, and ends in one `all` (the found one unless it
 * was `+all`, which becomes `~all`).
 */
export function mergedSpf(found: string[], includes: string[]): string {
  const terms = found.flatMap(parseSpf);
  const seen = new Set<string>();
  const body: string[] = [];
  let all: string | null = null;
  let redirect: string | null = null;
  for (const t of terms) {
    if (t.name === "all") {
      all ??= t.qualifier === "+" ? "~all" : t.raw.replace(/^\+/, "");
      continue;
    }
    if (t.name === "redirect") {
      redirect ??= t.raw;
      continue;
    }
    const key = t.raw.toLowerCase().replace(/^\+/, "");
    if (seen.has(key)) continue;
    seen.add(key);
    body.push(t.raw.replace(/^\+/, ""));
  }
  for (const inc of includes) {
    if (!seen.has(`include:${inc}`)) body.push(`include:${inc}`);
  }
  // a redirect applies only without an `all`; keep it when the records relied on it
  const tail = all ?? redirect ?? "~all";
  return ["v=spf1", ...body, tail].join(" ");
}

export interface SpfFacts {
  domain: string;
  /** every TXT record at the domain */
  txt: string[];
  /** the record the service asks for (the upstream's spf_txt_needed), when it says */
  needed: string | null;
  /** DNS lookups the SPF record costs, counted through its includes; null when not counted */
  lookups: number | null;
  /** includes that could not be read while counting (timeouts, absent) */
  unresolved: string[];
  /** every domain reached through includes and redirects (an include nested there counts too) */
  reached?: string[];
}

export function spfFindings(f: SpfFacts): Finding[] {
  const records = f.txt.filter(isSpf);
  const includes = neededIncludes(f.needed);
  const at = (value: string): RecordToPublish => ({ name: f.domain, type: "TXT", value });
  const out: Finding[] = [];
  if (records.length === 0) {
    out.push({
      severity: "error",
      text: `No SPF record at ${f.domain}: receiving servers cannot tell which servers may send its mail.`,
      publish:
        f.needed && isSpf(f.needed)
          ? at(f.needed)
          : includes.length
            ? at(mergedSpf([], includes))
            : undefined,
    });
    if (!f.needed)
      out.push({
        severity: "info",
        text: "The Messaging API does not say which include it needs; its dashboard names it.",
      });
    return out;
  }
  if (records.length > 1)
    out.push({
      severity: "error",
      text: `${records.length} SPF records at ${f.domain}: a domain may have only one, so receiving servers fail SPF for all its mail. Replace them with this one record:`,
      publish: at(mergedSpf(records, includes)),
    });
  const terms = records.flatMap(parseSpf);
  const reached = new Set(f.reached ?? []);
  const missing = includes.filter(
    (inc) =>
      !reached.has(inc) &&
      !terms.some((t) => t.name === "include" && t.value?.toLowerCase() === inc),
  );
  if (missing.length > 0 && records.length === 1)
    out.push({
      severity: "error",
      text: `The SPF record does not include ${missing.join(", ")}: mail the Messaging API sends for ${f.domain} fails SPF. Replace the record with:`,
      publish: at(mergedSpf(records, includes)),
    });
  if (terms.some((t) => t.name === "all" && t.qualifier === "+"))
    out.push({
      severity: "error",
      text: "The SPF record ends in +all: it lets any server in the world send as this domain. End it in ~all (or -all):",
      publish: records.length === 1 ? at(mergedSpf(records, includes)) : undefined,
    });
  if (f.lookups !== null && f.lookups > SPF_LOOKUP_LIMIT)
    out.push({
      severity: "error",
      text: `The SPF record needs ${f.lookups} DNS lookups (through its includes); receivers stop at ${SPF_LOOKUP_LIMIT} and fail SPF. Remove includes of services you no longer use, or replace them with ip4:/ip6: ranges.`,
    });
  if (f.unresolved.length > 0)
    out.push({
      severity: "warning",
      text: `Could not read ${f.unresolved.join(", ")} while counting DNS lookups; receivers that cannot either may fail SPF.`,
    });
  if (!f.needed)
    out.push({
      severity: "info",
      text: "The Messaging API does not name the include it needs, so only the record's form was checked.",
    });
  if (out.every((x) => x.severity === "info"))
    out.unshift({
      severity: "ok",
      text:
        includes.length > 0
          ? `One SPF record, including ${includes.join(", ")}${f.lookups !== null ? `, ${f.lookups} of ${SPF_LOOKUP_LIMIT} DNS lookups` : ""}.`
          : "One SPF record.",
    });
  return out;
}

// ---------- DMARC ----------

export const isDmarc = (txt: string) => /^v=DMARC1\s*(;|$)/i.test(txt.trim());

/** DMARC tags, names lower-cased: `v=DMARC1; p=none; rua=mailto:a@b` → {v, p, rua}. */
export function parseDmarc(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim().toLowerCase();
    if (key && !tags.has(key)) tags.set(key, part.slice(at + 1).trim());
  }
  return tags;
}

function dmarcRecord(tags: Map<string, string>): string {
  const order = ["v", "p", "sp", "rua", "ruf", "adkim", "aspf", "pct", "fo"];
  const keys = [...tags.keys()].sort(
    (a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
  );
  return keys.map((k) => `${k}=${k === "v" ? "DMARC1" : tags.get(k)}`).join("; ");
}

export function dmarcFindings(domain: string, txt: string[]): Finding[] {
  const name = `_dmarc.${domain}`;
  const records = txt.filter(isDmarc);
  const at = (value: string): RecordToPublish => ({ name, type: "TXT", value });
  if (records.length === 0)
    return [
      {
        severity: "error",
        text: `No DMARC record at ${name}: large mailbox providers (Gmail, Yahoo) expect one from senders, and nobody gets reports of mail sent in ${domain}'s name. Start with a monitoring policy:`,
        publish: at(`v=DMARC1; p=none; rua=mailto:postmaster@${domain}`),
      },
    ];
  if (records.length > 1)
    return [
      {
        severity: "error",
        text: `${records.length} DMARC records at ${name}: receivers ignore them all when there is more than one. Keep one.`,
        publish: at(records[0]!),
      },
    ];
  const tags = parseDmarc(records[0]!);
  const out: Finding[] = [];
  const p = tags.get("p")?.toLowerCase();
  const fixed = new Map(tags);
  if (!tags.has("rua")) fixed.set("rua", `mailto:postmaster@${domain}`);
  if (p !== "none" && p !== "quarantine" && p !== "reject") {
    fixed.set("p", "none");
    out.push({
      severity: "error",
      text: `The DMARC record has ${p ? `an unknown policy p=${p}` : "no policy (p=)"}: receivers ignore it.`,
      publish: at(dmarcRecord(fixed)),
    });
  } else if (p === "none") {
    const tighter = new Map(fixed);
    tighter.set("p", "quarantine");
    out.push({
      severity: "warning",
      text: "The DMARC policy is p=none: it only monitors, so mail forged in this domain's name is still delivered. Once the reports show your own mail passing, move to quarantine (then reject):",
      publish: at(dmarcRecord(tighter)),
    });
  }
  if (!tags.has("rua"))
    out.push({
      severity: "warning",
      text: "The DMARC record has no rua= address: nobody receives the daily reports of who sends mail as this domain. Add one:",
      publish: at(dmarcRecord(fixed)),
    });
  const strict = (["adkim", "aspf"] as const).filter((k) => tags.get(k)?.toLowerCase() === "s");
  out.push({
    severity: "info",
    text:
      strict.length > 0
        ? `Strict alignment (${strict.map((k) => `${k}=s`).join(", ")}): the DKIM signature's domain and the bounce address's domain must equal ${domain} exactly, not a subdomain of it. Use relaxed (r) if the Messaging API signs or bounces from a subdomain.`
        : `Relaxed alignment (the default): the signing and bounce domains may be ${domain} or a subdomain of it.`,
  });
  if (out.every((x) => x.severity === "info"))
    out.unshift({ severity: "ok", text: `DMARC policy p=${p}, reports to ${tags.get("rua")}.` });
  return out;
}

// ---------- DKIM and MX ----------

export function dkimFindings(
  domain: string,
  selector: string | null,
  txt: string[] | null,
): Finding[] {
  if (!selector)
    return [
      {
        severity: "info",
        text: `Not checked here: the Messaging API does not name the DKIM selector for ${domain}, so the key's DNS name (<selector>._domainkey.${domain}) is unknown. Its own DKIM check is shown above; its dashboard shows the selector and the key.`,
      },
    ];
  const name = `${selector}._domainkey.${domain}`;
  const keys = (txt ?? []).filter((t) => /(^|;)\s*p=/i.test(t) || /^v=DKIM1/i.test(t.trim()));
  if (keys.length === 0)
    return [
      {
        severity: "error",
        text: `No DKIM key at ${name}: mail is not signed verifiably, and DMARC relies on SPF alone. Publish the key the Messaging API's dashboard shows for this domain as a TXT record at ${name}.`,
      },
    ];
  if (keys.some((k) => /(^|;)\s*p=\s*(;|$)/i.test(k)))
    return [
      {
        severity: "error",
        text: `The DKIM key at ${name} is empty (p=): the key has been revoked.`,
      },
    ];
  return [{ severity: "ok", text: `A DKIM key is published at ${name}.` }];
}

export function mxFindings(domain: string, mx: string[]): Finding[] {
  return mx.length === 0
    ? [
        {
          severity: "warning",
          text: `No MX record: replies to addresses at ${domain} and bounce notices sent there cannot be delivered. Sending still works; publish an MX record for the server that receives ${domain}'s mail if people may answer.`,
        },
      ]
    : [{ severity: "ok", text: `Mail for ${domain} is received by ${mx.join(", ")}.` }];
}

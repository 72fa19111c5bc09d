/** RFC 7208 */

import type { Finding, RecordToPublish } from "./dns-rules";

/** RFC 7208 §4.6.4 */
export const SPF_LOOKUP_LIMIT = 10;

export const isSpf = (txt: string) => /^v=spf1(\s|$)/i.test(txt.trim());

export interface SpfTerm {
  qualifier: "+" | "-" | "~" | "?";
  name: string;
  value: string | null;
  modifier: boolean;
  raw: string;
}

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
export const lookupTerms = (record: string) =>
  parseSpf(record).filter((t) => LOOKUP_TERMS.has(t.name));

export const nestedSpfDomains = (record: string) =>
  parseSpf(record)
    .filter((t) => (t.name === "include" || t.name === "redirect") && t.value)
    .map((t) => t.value!.toLowerCase());

export const neededIncludes = (needed: string | null) =>
  needed && isSpf(needed)
    ? parseSpf(needed)
        .filter((t) => t.name === "include" && t.value)
        .map((t) => t.value!.toLowerCase())
    : [];

/** Keeps every found mechanism, adds the needed includes, ends in one `all` (`+all` becomes `~all`). */
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
  txt: string[];
  needed: string | null;
  /** counted through its includes; null when not counted */
  lookups: number | null;
  unresolved: string[];
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

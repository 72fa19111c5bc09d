/** RFC 7489 */

import type { Finding, RecordToPublish } from "./dns-rules";

export const isDmarc = (txt: string) => /^v=DMARC1\s*(;|$)/i.test(txt.trim());

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

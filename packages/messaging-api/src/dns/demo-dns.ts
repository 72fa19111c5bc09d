import type { PGlite } from "@electric-sql/pglite";

import { SPF_TXT } from "../smtp/account";
import { startZoneServer, type ZoneRecord, type Zones, type ZoneServer } from "./zone-server";

/** The include the embedded service asks for (its SPF_TXT's). */
const SERVICE_INCLUDE = /include:_spf\.example-mail\.net(\s|$)/i;

interface DomainFlags {
  domain: string;
  check_spf: boolean;
  check_dmarc: boolean;
  check_dkim: boolean;
}

const txt = (...values: string[]): ZoneRecord[] => values.map((value) => ({ type: "TXT", value }));
const mx = (domain: string): ZoneRecord[] => [
  { type: "MX", exchange: `mx1.${domain}`, priority: 10 },
  { type: "MX", exchange: `mx2.${domain}`, priority: 20 },
];

/** Other services' SPF records, so includes resolve and lookups can be counted. */
const THIRD_PARTY: Zones = {
  "_spf.example-mail.net": txt("v=spf1 ip4:203.0.113.21 ip4:203.0.113.22 ip4:198.51.100.10 ~all"),
  "_spf.crm-mailer.example": txt(
    "v=spf1 include:_a.crm-mailer.example include:_b.crm-mailer.example include:_c.crm-mailer.example ~all",
  ),
  "_a.crm-mailer.example": txt("v=spf1 a mx ip4:192.0.2.0/25 ~all"),
  "_b.crm-mailer.example": txt("v=spf1 a mx ip4:192.0.2.128/25 ~all"),
  "_c.crm-mailer.example": txt("v=spf1 a mx exists:%{i}.allow.crm-mailer.example ~all"),
  "_spf.helpdesk.example": txt("v=spf1 ip4:198.51.100.64/26 ~all"),
};

/**
 * What the demo domains publish, consistent with the checks the demo data says
 * they pass, and each failing one failing in its own way (no record, the
 * include missing, two records, `+all`; no DMARC), plus things a pass/fail
 * check does not see (more than 10 SPF lookups, `p=none`, no `rua`, no MX).
 */
export function demoZones(domains: DomainFlags[]): Zones {
  const zones: Zones = { ...THIRD_PARTY };
  let spfFail = 0;
  let spfPass = 0;
  let dmarcPass = 0;
  for (const d of domains) {
    const name = d.domain;
    const root: ZoneRecord[] = [...txt(`example-verification=${name.length}`)];
    if (d.check_spf) {
      root.push(
        ...txt(
          spfPass++ === 1
            ? "v=spf1 include:_spf.example-mail.net include:_spf.crm-mailer.example include:_spf.helpdesk.example mx a ~all"
            : SPF_TXT,
        ),
      );
    } else {
      const variant = spfFail++ % 4;
      if (variant === 0) root.push(...txt("v=spf1 include:_spf.helpdesk.example ~all"));
      if (variant === 2)
        root.push(...txt("v=spf1 include:_spf.helpdesk.example ~all", "v=spf1 mx -all"));
      if (variant === 3) root.push(...txt("v=spf1 a mx +all"));
      // variant 1: no SPF record at all
    }
    // sending-only subdomains receive no mail
    if (!/^(status|eu)\./.test(name)) root.push(...mx(name));
    zones[name] = root;
    if (d.check_dmarc) {
      const variant = dmarcPass++ % 3;
      zones[`_dmarc.${name}`] = txt(
        variant === 0
          ? `v=DMARC1; p=quarantine; rua=mailto:dmarc@${name}; adkim=r; aspf=r`
          : variant === 1
            ? `v=DMARC1; p=none; rua=mailto:dmarc@${name}`
            : "v=DMARC1; p=reject; adkim=s; aspf=s",
      );
    }
    if (d.check_dkim)
      zones[`mail._domainkey.${name}`] = txt(
        "v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDemoKeyForTheEmbeddedMessagingApiOnly",
      );
  }
  return zones;
}

export interface DemoDns {
  server: ZoneServer;
  /** publishes records at a name (replacing those of the same types), then re-runs the service's checks */
  publish(name: string, records: ZoneRecord[]): Promise<void>;
  /** back to the zones (and so the checks) the service started with */
  reset(): Promise<void>;
}

const readDomains = async (db: PGlite) =>
  (
    await db.query<DomainFlags>(
      `SELECT domain, check_spf, check_dmarc, check_dkim FROM smtp_domains ORDER BY id`,
    )
  ).rows;

/**
 * The embedded service's stand-in for the world's DNS: a loopback server with
 * the demo domains' zones. Publishing a record (the control endpoint, as a
 * customer would at their DNS host) also re-runs the service's own SPF and
 * DMARC checks on the domains, so its pass/fail follows what is published.
 */
export async function startDemoDns(db: PGlite, port: number): Promise<DemoDns> {
  const initial = demoZones(await readDomains(db));
  const server = await startZoneServer(initial, { port });
  async function recheck() {
    const zones = server.zones();
    for (const d of await readDomains(db)) {
      const spf = (zones[d.domain] ?? []).flatMap((r) =>
        r.type === "TXT" ? [[r.value].flat().join("")] : [],
      );
      const spfRecords = spf.filter((t) => /^v=spf1(\s|$)/i.test(t));
      const spfOk = spfRecords.length === 1 && SERVICE_INCLUDE.test(spfRecords[0]!);
      const dmarc = (zones[`_dmarc.${d.domain}`] ?? []).flatMap((r) =>
        r.type === "TXT" ? [[r.value].flat().join("")] : [],
      );
      const dmarcOk =
        dmarc.filter((t) => /^v=DMARC1\s*(;|$)/i.test(t)).length === 1 &&
        /;\s*p=(none|quarantine|reject)\s*(;|$)/i.test(dmarc[0]!);
      if (spfOk !== d.check_spf || dmarcOk !== d.check_dmarc)
        await db.query(
          `UPDATE smtp_domains SET check_spf = $2, check_dmarc = $3,
             spf_txt_needed = CASE WHEN $2 THEN spf_txt_needed ELSE $4 END WHERE domain = $1`,
          [d.domain, spfOk, dmarcOk, SPF_TXT],
        );
    }
  }
  return {
    server,
    async publish(name, records) {
      // like a DNS host's editor: the records of the types given are replaced, the rest stay
      // (publishing an SPF record leaves the MX alone); no records removes the name
      const types = new Set(records.map((r) => r.type));
      const kept = (server.zones()[name.toLowerCase()] ?? []).filter((r) => !types.has(r.type));
      server.set(name, records.length === 0 ? [] : [...kept, ...records]);
      await recheck();
    },
    async reset() {
      server.silence([]);
      server.replaceAll(initial);
      await recheck();
    },
  };
}

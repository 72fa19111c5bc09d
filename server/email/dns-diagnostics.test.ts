import {
  startZoneServer,
  type Zones,
  type ZoneServer,
} from "@messaging-console/messaging-api/dns/zone-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DnsDiagnosis } from "@/lib/email/dns-rules";

import { diagnoseDomain } from "./dns-diagnostics";

const NEEDED = "v=spf1 include:_spf.example-mail.net ~all";
const txt = (...values: string[]) => values.map((value) => ({ type: "TXT" as const, value }));
const mx = [{ type: "MX" as const, exchange: "mx.mail.example", priority: 10 }];
const GOOD_DMARC = "v=DMARC1; p=reject; rua=mailto:dmarc@reports.example";

const ZONES: Zones = {
  "_spf.example-mail.net": txt("v=spf1 ip4:203.0.113.21 ip4:203.0.113.22 ~all"),
  "_spf.other.example": txt("v=spf1 ip4:192.0.2.1 -all"),
  // every healthy thing
  "good.example": [...txt(NEEDED, "google-site-verification=abc"), ...mx],
  "_dmarc.good.example": txt(GOOD_DMARC),
  "mail._domainkey.good.example": txt("v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"),
  // SPF without the service's include
  "missing-include.example": [...txt("v=spf1 include:_spf.other.example -all"), ...mx],
  "_dmarc.missing-include.example": txt(GOOD_DMARC),
  // two SPF records
  "two-spf.example": [
    ...txt("v=spf1 include:_spf.example-mail.net ~all", "v=spf1 ip4:192.0.2.7 -all"),
    ...mx,
  ],
  "_dmarc.two-spf.example": txt(GOOD_DMARC),
  // more than ten lookups through nested includes
  "many-lookups.example": [
    ...txt(
      "v=spf1 include:l1.lookups.example include:l2.lookups.example include:_spf.deep.example mx ~all",
    ),
    ...mx,
  ],
  "_spf.deep.example": txt("v=spf1 a mx include:_spf.example-mail.net ~all"),
  "l1.lookups.example": txt("v=spf1 a mx include:l3.lookups.example ~all"),
  "l2.lookups.example": txt("v=spf1 a mx ptr exists:%{i}.x.example ~all"),
  "l3.lookups.example": txt("v=spf1 a mx include:l1.lookups.example ~all"),
  "_dmarc.many-lookups.example": txt(GOOD_DMARC),
  // +all
  "plus-all.example": [...txt("v=spf1 include:_spf.example-mail.net +all"), ...mx],
  "_dmarc.plus-all.example": txt(GOOD_DMARC),
  // no DMARC, no MX, no DKIM key
  "bare.example": txt(NEEDED),
  // DMARC monitoring only / without reports
  "p-none.example": [...txt(NEEDED), ...mx],
  "_dmarc.p-none.example": txt("v=DMARC1; p=none; rua=mailto:dmarc@p-none.example"),
  "no-rua.example": [...txt(NEEDED), ...mx],
  "_dmarc.no-rua.example": txt("v=DMARC1; p=quarantine; adkim=s; aspf=s"),
  // a name server that never answers for this domain
  "slow.example": txt(NEEDED),
};

let dns: ZoneServer;
beforeAll(async () => {
  dns = await startZoneServer(ZONES);
  dns.silence(["_dmarc.slow.example"]);
});
afterAll(() => dns.close());

const diagnose = (domain: string, selector: string | null = null, timeoutMs = 1500) =>
  diagnoseDomain(
    domain,
    { spfNeeded: NEEDED, dkimSelector: selector },
    { servers: [dns.address], timeoutMs },
  );
const check = (d: DnsDiagnosis, kind: string) => d.checks.find((c) => c.kind === kind)!;
const severities = (d: DnsDiagnosis, kind: string) =>
  check(d, kind).findings.map((f) => f.severity);
const texts = (d: DnsDiagnosis, kind: string) =>
  check(d, kind)
    .findings.map((f) => f.text)
    .join("\n");

describe("diagnoseDomain against a loopback DNS server", () => {
  it("passes a domain that publishes everything", async () => {
    const d = await diagnose("good.example", "mail");
    expect(check(d, "spf")).toMatchObject({ lookup: "found", found: [NEEDED] });
    expect(severities(d, "spf")).toEqual(["ok"]);
    expect(texts(d, "spf")).toMatch(/1 of 10 DNS lookups/);
    expect(severities(d, "dmarc")).toEqual(["ok", "info"]);
    expect(severities(d, "dkim")).toEqual(["ok"]);
    expect(check(d, "mx").found).toEqual(["10 mx.mail.example"]);
    // which resolvers were asked is the server's business, never the browser's
    expect(d).not.toHaveProperty("resolvers");
  });

  it("names the missing include and the one record to publish instead", async () => {
    const d = await diagnose("missing-include.example");
    const f = check(d, "spf").findings[0]!;
    expect(f).toMatchObject({ severity: "error" });
    expect(f.text).toMatch(/does not include _spf\.example-mail\.net/);
    expect(f.publish).toEqual({
      name: "missing-include.example",
      type: "TXT",
      value: "v=spf1 include:_spf.other.example include:_spf.example-mail.net -all",
    });
  });

  it("flags two SPF records and merges them into one", async () => {
    const d = await diagnose("two-spf.example");
    const f = check(d, "spf").findings[0]!;
    expect(f.text).toMatch(/2 SPF records/);
    expect(f.publish?.value).toBe("v=spf1 include:_spf.example-mail.net ip4:192.0.2.7 ~all");
  });

  it("counts DNS lookups through nested includes, once each, and flags more than 10", async () => {
    const d = await diagnose("many-lookups.example");
    // top 4 (l1, l2, _spf.deep, mx) + l1 3 + l2 4 + _spf.deep 3 + l3 3 + _spf.example-mail.net 0
    // (l1, included again by l3, is not followed twice; names with underscores are followed)
    expect(texts(d, "spf")).toMatch(/needs 17 DNS lookups/);
    // the service's include, reached through _spf.deep.example, counts as included
    expect(severities(d, "spf")).toEqual(["error"]);
  });

  it("flags +all and offers the record ending in ~all", async () => {
    const d = await diagnose("plus-all.example");
    const f = check(d, "spf").findings.find((x) => /\+all/.test(x.text))!;
    expect(f.severity).toBe("error");
    expect(f.publish?.value).toBe("v=spf1 include:_spf.example-mail.net ~all");
  });

  it("reports no DMARC, no MX and an absent DKIM key", async () => {
    const d = await diagnose("bare.example", "mail");
    expect(check(d, "dmarc").lookup).toBe("absent");
    expect(check(d, "dmarc").findings[0]).toMatchObject({
      severity: "error",
      publish: {
        name: "_dmarc.bare.example",
        type: "TXT",
        value: "v=DMARC1; p=none; rua=mailto:postmaster@bare.example",
      },
    });
    expect(severities(d, "mx")).toEqual(["warning"]);
    expect(texts(d, "mx")).toMatch(/replies .* cannot be delivered/);
    expect(check(d, "dkim").name).toBe("mail._domainkey.bare.example");
    expect(severities(d, "dkim")).toEqual(["error"]);
  });

  it("says plainly when no DKIM selector is known", async () => {
    const d = await diagnose("bare.example", null);
    expect(check(d, "dkim")).toMatchObject({
      name: "<selector>._domainkey.bare.example",
      lookup: "skipped",
    });
    expect(texts(d, "dkim")).toMatch(/does not name the DKIM selector/);
  });

  it("warns about p=none and a missing rua, and explains strict alignment", async () => {
    const none = await diagnose("p-none.example");
    expect(check(none, "dmarc").findings[0]).toMatchObject({
      severity: "warning",
      publish: { value: "v=DMARC1; p=quarantine; rua=mailto:dmarc@p-none.example" },
    });
    const noRua = await diagnose("no-rua.example");
    expect(severities(noRua, "dmarc")).toEqual(["warning", "info"]);
    expect(check(noRua, "dmarc").findings[0]!.publish?.value).toBe(
      "v=DMARC1; p=quarantine; rua=mailto:postmaster@no-rua.example; adkim=s; aspf=s",
    );
    expect(texts(noRua, "dmarc")).toMatch(/Strict alignment \(adkim=s, aspf=s\)/);
  });

  it("reports a lookup that gets no answer as timed out, quickly, and goes on with the rest", async () => {
    const started = Date.now();
    const d = await diagnose("slow.example", null, 600);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(check(d, "dmarc")).toMatchObject({ lookup: "timeout", findings: [] });
    expect(check(d, "dmarc").lookupError).toMatch(/No answer within 0\.6 s/);
    // the other names answered: their findings stand
    expect(check(d, "spf").lookup).toBe("found");
    expect(severities(d, "spf")).toEqual(["ok"]);
    expect(check(d, "mx").lookup).toBe("absent");
  });

  it("never looks up a name that is not a domain", async () => {
    await expect(diagnose("evil.example\u0000.x")).rejects.toThrow(/not a domain name/);
    await expect(diagnose("a..b")).rejects.toThrow(/not a domain name/);
    // a selector that would change the looked-up name is ignored
    const d = await diagnoseDomain(
      "good.example",
      { spfNeeded: NEEDED, dkimSelector: "x._domainkey.evil.example. " },
      { servers: [dns.address] },
    );
    expect(check(d, "dkim").name).toBe("<selector>._domainkey.good.example");
  });
});

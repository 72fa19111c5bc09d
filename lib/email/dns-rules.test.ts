import { describe, expect, it } from "vitest";

import { dkimFindings } from "./dns-dkim-mx";
import { dmarcFindings, parseDmarc } from "./dns-dmarc";
import { worstSeverity } from "./dns-rules";
import { isSpf, lookupTerms, mergedSpf, neededIncludes, parseSpf, spfFindings } from "./dns-spf";

const NEEDED = "v=spf1 include:_spf.example-mail.net ~all";
const facts = (txt: string[], extra: Partial<Parameters<typeof spfFindings>[0]> = {}) => ({
  domain: "example.com",
  txt,
  needed: NEEDED,
  lookups: 1,
  unresolved: [],
  ...extra,
});

describe("SPF", () => {
  it("tells SPF records from other TXT records", () => {
    expect(isSpf("v=spf1 -all")).toBe(true);
    expect(isSpf("V=SPF1 include:x.example ~all")).toBe(true);
    expect(isSpf("v=spf10 -all")).toBe(false);
    expect(isSpf("google-site-verification=x")).toBe(false);
  });

  it("parses qualifiers, mechanisms and modifiers", () => {
    expect(
      parseSpf("v=spf1 +a -mx:mail.example ~include:x.example ip4:192.0.2.0/24 redirect=r.example"),
    ).toMatchObject([
      { qualifier: "+", name: "a", value: null },
      { qualifier: "-", name: "mx", value: "mail.example" },
      { qualifier: "~", name: "include", value: "x.example" },
      { qualifier: "+", name: "ip4", value: "192.0.2.0/24" },
      { name: "redirect", value: "r.example", modifier: true },
    ]);
    expect(
      lookupTerms("v=spf1 a mx ptr exists:x include:y ip4:1.2.3.4 redirect=z").map((t) => t.name),
    ).toEqual(["a", "mx", "ptr", "exists", "include", "redirect"]);
  });

  it("reads the include the service needs from its record", () => {
    expect(neededIncludes(NEEDED)).toEqual(["_spf.example-mail.net"]);
    expect(neededIncludes("")).toEqual([]);
    expect(neededIncludes(null)).toEqual([]);
  });

  it("merges records into one, keeping one all and never +all", () => {
    expect(mergedSpf(["v=spf1 mx -all", "v=spf1 +a mx ~all"], ["_spf.x.net"])).toBe(
      "v=spf1 mx a include:_spf.x.net -all",
    );
    expect(mergedSpf(["v=spf1 include:_spf.x.net +all"], ["_spf.x.net"])).toBe(
      "v=spf1 include:_spf.x.net ~all",
    );
    expect(mergedSpf([], ["_spf.x.net"])).toBe("v=spf1 include:_spf.x.net ~all");
  });

  it("finds nothing wrong with one good record", () => {
    const f = spfFindings(facts([NEEDED]));
    expect(f.map((x) => x.severity)).toEqual(["ok"]);
    expect(worstSeverity(f)).toBe("ok");
  });

  it("offers the service's record when none is published", () => {
    const f = spfFindings(facts(["something-else=1"]));
    expect(f[0]).toMatchObject({
      severity: "error",
      publish: { name: "example.com", type: "TXT", value: NEEDED },
    });
  });

  it("says when the service does not name its include", () => {
    const f = spfFindings(facts(["v=spf1 mx -all"], { needed: null }));
    expect(f.map((x) => x.severity)).toEqual(["ok", "info"]);
  });

  it("flags more than ten lookups and includes it could not read", () => {
    const f = spfFindings(facts([NEEDED], { lookups: 11, unresolved: ["gone.example"] }));
    expect(f.map((x) => x.severity)).toEqual(["error", "warning"]);
    expect(f[0]!.text).toMatch(/needs 11 DNS lookups/);
  });
});

describe("DMARC", () => {
  it("parses tags", () => {
    const t = parseDmarc("v=DMARC1;p=reject ; RUA=mailto:a@b.example;");
    expect(Object.fromEntries(t)).toEqual({ v: "DMARC1", p: "reject", rua: "mailto:a@b.example" });
  });

  it("flags several records, an unknown policy and no policy", () => {
    expect(dmarcFindings("x.example", ["v=DMARC1; p=none", "v=DMARC1; p=reject"])[0]!.text).toMatch(
      /2 DMARC records/,
    );
    expect(
      dmarcFindings("x.example", ["v=DMARC1; p=maybe; rua=mailto:a@x.example"])[0],
    ).toMatchObject({
      severity: "error",
      publish: { value: "v=DMARC1; p=none; rua=mailto:a@x.example" },
    });
    expect(dmarcFindings("x.example", ["v=DMARC1; rua=mailto:a@x.example"])[0]!.text).toMatch(
      /no policy/,
    );
  });

  it("passes an enforcing policy with reports and explains relaxed alignment", () => {
    const f = dmarcFindings("x.example", ["v=DMARC1; p=reject; rua=mailto:a@x.example"]);
    expect(f.map((x) => x.severity)).toEqual(["ok", "info"]);
    expect(f[1]!.text).toMatch(/Relaxed alignment/);
  });
});

describe("DKIM", () => {
  it("treats an empty key as revoked", () => {
    expect(dkimFindings("x.example", "s1", ["v=DKIM1; k=rsa; p="])[0]!.text).toMatch(/revoked/);
  });
});

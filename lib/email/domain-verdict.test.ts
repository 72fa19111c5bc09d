import { describe, expect, it } from "vitest";

import type { Domain } from "@/lib/schemas/resources";

import type { DnsCheck, DnsDiagnosis } from "./dns-rules";
import { domainVerdicts, failingLabels } from "./domain-verdict";

const domain = (checks: Partial<Domain["checks"]>): Domain => ({
  id: 1,
  domain: "deals.example",
  active: true,
  status: 1,
  is_default: false,
  ssl_type: 1,
  ssl_expired: null,
  ssl_generated: null,
  expire_date: null,
  checks: { dkim: true, spf: true, dmarc: true, all: true, spf_txt_needed: null, ...checks },
});

const check = (kind: DnsCheck["kind"], over: Partial<DnsCheck> = {}): DnsCheck => ({
  kind,
  name: "deals.example",
  type: "TXT",
  lookup: "found",
  expected: null,
  found: [],
  findings: [],
  ...over,
});

const LOOKUPS =
  "The SPF record needs 15 DNS lookups (through its includes); receivers stop at 10 and fail SPF. Remove includes of services you no longer use.";

const diagnosis = (...checks: DnsCheck[]): DnsDiagnosis => ({
  domain: "deals.example",
  checkedAt: "2026-11-28T10:00:00Z",
  checks,
});

describe("domainVerdicts", () => {
  it("fails a check the Messaging API passes when the console's DNS check finds an error, and says who said what", () => {
    const verdicts = domainVerdicts(
      domain({ dmarc: false }),
      diagnosis(check("spf", { findings: [{ severity: "error", text: LOOKUPS }] })),
    );
    const spf = verdicts.find((v) => v.name === "spf")!;
    expect(spf).toMatchObject({ state: "failing", api: true, dns: "failing" });
    expect(spf.sources).toBe(
      `The Messaging API says passed; the console's DNS check found a problem: ${LOOKUPS}`,
    );
    expect(failingLabels(verdicts)).toEqual(["SPF", "DMARC"]);
  });

  it("without the console's diagnosis, is the Messaging API's verdict alone", () => {
    const verdicts = domainVerdicts(domain({ dmarc: false }));
    expect(failingLabels(verdicts)).toEqual(["DMARC"]);
    expect(verdicts.every((v) => v.sources === null)).toBe(true);
  });

  it("keeps a failure the Messaging API reports even when DNS looks right, saying so", () => {
    const [, spf] = domainVerdicts(domain({ spf: false }), diagnosis(check("spf")));
    expect(spf).toMatchObject({ state: "failing", dns: "passed" });
    expect(spf!.sources).toMatch(
      /^The Messaging API says failed; the console's DNS check finds the record in place/,
    );
  });

  it("counts warnings, timeouts and skipped lookups as no opinion against a pass", () => {
    const verdicts = domainVerdicts(
      domain({}),
      diagnosis(
        check("dmarc", { findings: [{ severity: "warning", text: "p=none: it only monitors" }] }),
        check("spf", { lookup: "timeout", findings: [] }),
        check("dkim", { lookup: "skipped", findings: [{ severity: "error", text: "x" }] }),
      ),
    );
    expect(failingLabels(verdicts)).toEqual([]);
    expect(verdicts.map((v) => v.state)).toEqual(["passed", "passed", "passed"]);
  });

  it("drops the closing 'Replace the record with:' (the record is in the DNS section)", () => {
    const [, spf] = domainVerdicts(
      domain({}),
      diagnosis(
        check("spf", {
          findings: [
            {
              severity: "error",
              text: "The SPF record does not include _spf.x: mail fails SPF. Replace the record with:",
            },
          ],
        }),
      ),
    );
    expect(spf!.dnsProblem).toBe("The SPF record does not include _spf.x: mail fails SPF.");
  });

  it("is unknown when neither source reports the check", () => {
    const [dkim] = domainVerdicts(domain({ dkim: null }));
    expect(dkim).toMatchObject({ state: "unknown", api: null, dns: null, sources: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DnsDiagnosis } from "@/lib/email/dns-rules";
import { resetEnvForTests } from "@/server/env";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * GET /api/email/domains/[domain]/dns against the embedded Messaging API with
 * its loopback DNS server: the demo zones, the control endpoint that publishes
 * a record (as at a DNS host), `fresh`, and the checks the route makes first.
 */
let h: ConsoleHarness;
let GET: Parameters<typeof callRoute>[0];

beforeAll(async () => {
  h = await startConsoleHarness({ dnsPort: 0 });
  process.env.DNS_SERVERS = h.api.dns!.server.address;
  resetEnvForTests();
  GET = (await import("@/app/api/email/domains/[domain]/dns/route")).GET;
}, 120_000);
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await h?.close();
});

const read = async (domain: string, query?: Record<string, string>, role = "admin" as const) =>
  callRoute(GET, {
    method: "GET",
    path: `/api/email/domains/${encodeURIComponent(domain)}/dns`,
    params: { domain },
    query,
    cookie: await h.cookieFor(role),
  });
const spf = (d: DnsDiagnosis) => d.checks.find((c) => c.kind === "spf")!;

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${h.api.url}/__control${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("the DNS diagnostics route", () => {
  it("shows a failing demo domain's SPF problem and passes once the record is published", async () => {
    const before = await read("mail.northwind.example");
    expect(before.status).toBe(200);
    const finding = spf(before.body as DnsDiagnosis).findings[0]!;
    expect(finding.severity).toBe("error");
    expect(finding.publish).toEqual({
      name: "mail.northwind.example",
      type: "TXT",
      value: "v=spf1 include:_spf.helpdesk.example include:_spf.example-mail.net ~all",
    });

    const published = await control("POST", "/dns", {
      name: "mail.northwind.example",
      records: [{ type: "TXT", value: finding.publish!.value }],
    });
    expect(published.status).toBe(200);

    // served from the few seconds' cache until asked fresh
    expect(spf((await read("mail.northwind.example")).body).findings[0]!.severity).toBe("error");
    const after = (await read("mail.northwind.example", { fresh: "1" })).body as DnsDiagnosis;
    expect(spf(after).found).toEqual([finding.publish!.value]);
    expect(spf(after).findings.map((f) => f.severity)).toEqual(["ok"]);
    // the TXT record replaced the TXT records only: the MX records are still there
    expect(after.checks.find((c) => c.kind === "mx")?.lookup).toBe("found");
    // the embedded service's own check follows what is published
    const list = await h.api.call("GET", "/v2/email-service/smtp/sender_domains");
    const row = (
      list.body.data.data as { service_value: string; checks: { check_spf: boolean } }[]
    ).find((d) => d.service_value === "mail.northwind.example");
    expect(row?.checks.check_spf).toBe(true);

    expect((await control("DELETE", "/dns")).status).toBe(200);
  });

  it("answers 404 for a name that is not one of the account's domains, and 400 for no domain", async () => {
    expect((await read("not-ours.example")).status).toBe(404);
    for (const bad of ["../../oauth", "a..b", "x.example\u0000", "mail.northwind.example."]) {
      const res = await read(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    expect((await read("mail.northwind.example", { fresh: "maybe" })).status).toBe(400);
  });

  it("the control endpoint takes DNS names and records only", async () => {
    for (const body of [
      { name: "bad name.example", records: [] },
      { name: "x.example", records: [{ type: "CNAME", value: "y.example" }] },
      { name: "x.example", records: [{ type: "MX", exchange: "mx.example", priority: -1 }] },
    ])
      expect((await control("POST", "/dns", body)).status, JSON.stringify(body)).toBe(400);
  });

  it("is readable by every role that reads domains", async () => {
    for (const role of ["marketer", "support"] as const)
      expect((await read("northwind-shop.example", undefined, role as "admin")).status).toBe(200);
  });
});

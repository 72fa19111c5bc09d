import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestMessagingApi } from "../testing";
import { startSmtpTestApi } from "./test-api";

let api: TestMessagingApi;
beforeAll(async () => {
  api = await startSmtpTestApi();
});
afterAll(() => api.close());

const DOMAINS = "/v2/email-service/smtp/sender_domains";

describe("IPs and sender addresses", () => {
  it("lists the account's IPs and active sender addresses as strings", async () => {
    const ips = (await api.call("GET", "/smtp/ips")).body;
    expect(ips.length).toBeGreaterThanOrEqual(2);
    for (const ip of ips) expect(ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const senders = (await api.call("GET", "/smtp/senders")).body as string[];
    expect(senders).toContain("news@northwind-shop.example");
    expect(senders).not.toContain("promo@northwind-deals.example");
  });

  it("lists senders with name and status", async () => {
    const all = (await api.call("GET", "/senders")).body;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((s: { status: string }) => s.status))).toEqual(
      new Set(["Active", "Requested activation"]),
    );
    expect(all[0]).toEqual({
      name: expect.any(String),
      email: expect.any(String),
      status: "Active",
    });
  });

  it("adds a sender awaiting activation, refuses duplicates and blacklisted ones", async () => {
    const add = await api.call("POST", "/senders", { email: "Team@Acme.example", name: "Acme" });
    expect(add.body).toEqual({ result: true });
    const all = (await api.call("GET", "/senders")).body;
    expect(all).toContainEqual({
      name: "Acme",
      email: "team@acme.example",
      status: "Requested activation",
    });
    expect((await api.call("GET", "/smtp/senders")).body).not.toContain("team@acme.example");
    const again = await api.call("POST", "/senders", { email: "team@acme.example", name: "A" });
    expect(again).toMatchObject({ status: 400, body: { error_code: 902 } });
    const black = await api.call("POST", "/senders", { email: "x@spam-haven.example", name: "X" });
    expect(black).toMatchObject({ status: 400, body: { error_code: 904 } });
    expect((await api.call("POST", "/senders", { email: "me@gmail.com", name: "Me" })).status).toBe(
      422,
    );
    expect((await api.call("POST", "/senders", { email: "nope", name: "X" })).status).toBe(400);
    expect((await api.call("POST", "/senders", { email: "a@b.example" })).status).toBe(400);
  });
});

describe("sender domains", () => {
  type Domain = {
    service_value: string;
    status: number;
    is_default: boolean;
    ssl_type: number;
    checks: {
      check_dkim: boolean;
      check_spf: boolean;
      check_dmarc: boolean;
      all_checks: boolean;
      spf_txt_needed: string;
    };
  };
  const list = async () => (await api.call("GET", DOMAINS)).body.data.data as Domain[];

  it("covers every DKIM/SPF/DMARC combination, with all fields of the contract", async () => {
    const body = (await api.call("GET", DOMAINS)).body;
    expect(body.data.result).toBe(true);
    const domains = body.data.data as Domain[];
    const combos = new Set(
      domains.map((d) => `${d.checks.check_dkim}/${d.checks.check_spf}/${d.checks.check_dmarc}`),
    );
    expect(combos.size).toBe(8);
    for (const d of domains) {
      const c = d.checks;
      expect(c.all_checks).toBe(c.check_dkim && c.check_spf && c.check_dmarc);
      expect(c.spf_txt_needed).toBe(c.check_spf ? "" : "v=spf1 include:_spf.example-mail.net ~all");
      expect([0, 1]).toContain(d.status);
      expect([0, 1, 2]).toContain(d.ssl_type);
    }
    expect(domains.filter((d) => d.is_default)).toHaveLength(1);
    expect(domains.some((d) => d.status === 0)).toBe(true);
    expect(Object.keys(body.data.data[0]).sort()).toEqual(
      [
        "id",
        "user_id",
        "service_type",
        "service_value",
        "status",
        "expire_date",
        "auto_free_prolong",
        "currency",
        "is_default",
        "ssl_type",
        "ssl_expired",
        "ssl_generated",
        "checks",
      ].sort(),
    );
    expect(body.data.data[0].service_type).toBe(3);
    expect(body.data.data[0].ssl_expired).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("adds a domain once; the second time answers result false with an error", async () => {
    const add = await api.call("POST", `${DOMAINS}/Mail.NewShop.example`);
    expect(add).toMatchObject({ status: 200, body: { data: { result: true, error: null } } });
    const added = (await list()).find((d) => d.service_value === "mail.newshop.example");
    expect(added).toMatchObject({ status: 0, is_default: false, checks: { all_checks: false } });
    const again = await api.call("POST", `${DOMAINS}/mail.newshop.example`);
    expect(again.body.data).toEqual({ result: false, error: expect.any(String) });
  });

  it("refuses names that are not domains", async () => {
    for (const bad of ["../../oauth", "evil.example/x", "not a domain", "a..b", "localhost"]) {
      const res = await api.call("POST", `${DOMAINS}/${encodeURIComponent(bad)}`);
      // with an encoded slash the path cannot be normalised: 404; otherwise the name is refused
      expect(res.status, bad).toBe(bad.includes("/") ? 404 : 400);
    }
    expect((await list()).some((d) => d.service_value.includes("oauth"))).toBe(false);
  });
});

describe("GET /templates", () => {
  it("lists templates with hash id, real id, html body and variables", async () => {
    const all = (await api.call("GET", "/templates?owner=me&limit=100&offset=0")).body;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const order = all.find((t: { real_id: number }) => t.real_id === 310);
    expect(order).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: "Order confirmation",
      lang: "en",
      owner: "me",
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      preview: expect.stringMatching(/^https:\/\//),
      variables: ["name", "order_id", "total"],
    });
    expect(order.body).toContain("{{order_id}}");
    expect((await api.call("GET", "/templates?limit=2&offset=1")).body).toHaveLength(2);
    expect((await api.call("GET", "/templates?owner=someone-else")).body).toEqual([]);
  });
});

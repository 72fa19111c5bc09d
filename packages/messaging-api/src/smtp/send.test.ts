import { EMAIL_ID, MAX_EMAIL_RECIPIENTS } from "@messaging-console/contract/email";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestMessagingApi } from "../testing";
import { startSmtpTestApi } from "./test-api";

let api: TestMessagingApi;
beforeAll(async () => {
  api = await startSmtpTestApi();
});
afterAll(() => api.close());

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const base = {
  from: { name: "Shop", email: "news@northwind-shop.example" },
  to: [{ name: "Ann", email: "ann.send@example.com" }],
  subject: "Hello",
  html: b64('<p>Hi <a href="https://shop.example/a">A</a></p>'),
  text: "Hi",
};
const send = (email: Record<string, unknown>) => api.call("POST", "/smtp/emails", { email });
const byRecipient = async (address: string) =>
  (await api.call("GET", `/smtp/emails?recipient=${encodeURIComponent(address)}`)).body;

describe("POST /smtp/emails", () => {
  it("sends and answers the first recipient's id of the documented shape", async () => {
    const res = await send(base);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: true, id: expect.stringMatching(EMAIL_ID) });
    const [record] = await byRecipient("ann.send@example.com");
    expect(record).toMatchObject({
      id: res.body.id,
      sender: "news@northwind-shop.example",
      subject: "Hello",
      smtp_answer_code: 250,
      smtp_answer_subcode: "2.0.0",
      tracking: { open: 0, click: 0, link: [], client_info: [] },
    });
    expect(["203.0.113.21", "203.0.113.22", "198.51.100.10"]).toContain(record.sender_ip);
    expect(record.used_ip).toBe(record.sender_ip);
    expect(record.total_size).toBeGreaterThan(600);
  });

  it("makes one record per to, cc and bcc recipient, each with its own id", async () => {
    const res = await send({
      ...base,
      to: [{ email: "to1.multi@example.com" }, { email: "to2.multi@example.com" }],
      cc: [{ email: "cc.multi@example.com" }],
      bcc: [{ email: "BCC.Multi@example.com" }],
    });
    const ids = new Set<string>();
    for (const r of ["to1", "to2", "cc", "bcc"]) {
      const found = await byRecipient(`${r}.multi@example.com`);
      expect(found, r).toHaveLength(1);
      ids.add(found[0].id);
    }
    expect(ids.size).toBe(4);
    expect(ids.has(res.body.id)).toBe(true);
    expect((await byRecipient("to1.multi@example.com"))[0].id).toBe(res.body.id);
  });

  it("sizes the email from its content and attachments", async () => {
    await send({ ...base, to: [{ email: "small.size@example.com" }] });
    await send({
      ...base,
      to: [{ email: "big.size@example.com" }],
      attachments_binary: { "a.bin": b64("x".repeat(30_000)) },
    });
    const small = (await byRecipient("small.size@example.com"))[0].total_size;
    const big = (await byRecipient("big.size@example.com"))[0].total_size;
    expect(big - small).toBe(30_000);
  });

  it("bounces undeliverable addresses deterministically and lists them", async () => {
    const cases: [string, number, string][] = [
      ["someone@bounce.example", 550, "5.1.1"],
      ["unknown@example.com", 550, "5.1.1"],
      ["full+x@example.com", 552, "5.2.2"],
      ["blocked@example.com", 554, "5.7.1"],
      ["temp@example.com", 421, "4.4.2"],
    ];
    await send({ ...base, to: cases.map(([email]) => ({ email })) });
    for (const [email, code, sub] of cases) {
      const [r] = await byRecipient(email);
      expect(r, email).toMatchObject({ smtp_answer_code: code, smtp_answer_subcode: sub });
    }
    const bounces = (await api.call("GET", "/smtp/bounces/day?limit=100")).body;
    const listed = bounces.emails.map((b: { email_to: string }) => b.email_to);
    for (const [email] of cases) expect(listed).toContain(email);
  });

  it("still accepts an unsubscribed recipient", async () => {
    await api.call("POST", "/smtp/unsubscribe", { emails: [{ email: "gone.send@example.com" }] });
    const res = await send({ ...base, to: [{ email: "gone.send@example.com" }] });
    expect(res.body.result).toBe(true);
  });

  it("renders a stored template with its variables", async () => {
    const res = await send({
      from: base.from,
      to: [{ email: "tpl.send@example.com" }],
      subject: "Order {{order_id}}",
      template: { id: 310, variables: { name: "Ann", order_id: 77, total: "$5" } },
    });
    expect(res.status).toBe(200);
    const [r] = await byRecipient("tpl.send@example.com");
    expect(r.subject).toBe("Order 77");
    const templates = (await api.call("GET", "/templates?owner=me")).body;
    const hashId = templates.find((t: { real_id: number }) => t.real_id === 311).id;
    const byHash = await send({
      from: base.from,
      to: [{ email: "tpl2.send@example.com" }],
      subject: "Reset",
      template: { id: hashId, variables: { name: "Ann", reset_link: "https://x.example/r" } },
    });
    expect(byHash.status).toBe(200);
  });

  it("delivers opens and clicks later, as the clock moves", async () => {
    const to = Array.from({ length: 40 }, (_, i) => ({ email: `track${i}@example.com` }));
    await send({ ...base, to });
    const total = async () => {
      let opens = 0;
      for (const { email } of to) opens += (await byRecipient(email))[0].tracking.open;
      return opens;
    };
    expect(await total()).toBe(0);
    await api.advance(3 * 86_400_000);
    expect(await total()).toBeGreaterThan(0);
    const opened = (await byRecipient("track0@example.com"))[0];
    expect(opened.tracking.open).toBe(opened.tracking.client_info.length);
  });
});

describe("POST /smtp/emails refusals carry the upstream codes", () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ["from missing", { ...base, from: undefined }, 10],
    ["from invalid", { ...base, from: { email: "nope" } }, 10],
    ["to missing", { ...base, to: undefined }, 11],
    ["to invalid", { ...base, to: [{ email: "x" }] }, 11],
    ["cc invalid", { ...base, cc: [{ email: "x" }] }, 11],
    ["subject missing", { ...base, subject: undefined }, 12],
    ["body missing", { ...base, html: undefined, text: undefined }, 13],
    ["html not base64", { ...base, html: "<p>Hi</p>" }, 13],
    [
      "template not found",
      { ...base, html: undefined, text: undefined, template: { id: 999, variables: {} } },
      31,
    ],
    [
      "template body empty",
      { ...base, html: undefined, text: undefined, template: { id: 316, variables: {} } },
      32,
    ],
    [
      "template id missing",
      { ...base, html: undefined, text: undefined, template: { variables: {} } },
      10,
    ],
    [
      "variables malformed",
      { ...base, html: undefined, text: undefined, template: { id: 310, variables: "x" } },
      731,
    ],
    ["both content forms", { ...base, template: { id: 310, variables: {} } }, 999],
    [
      "too many recipients",
      {
        ...base,
        to: Array.from({ length: MAX_EMAIL_RECIPIENTS + 1 }, (_, i) => ({
          email: `r${i}@example.com`,
        })),
      },
      550,
    ],
  ];
  it.each(cases)("%s → %d", async (_, email, code) => {
    const res = await send(email);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: code, message: expect.any(String) });
  });

  it("refuses a body without the email object, and non-JSON", async () => {
    expect((await api.call("POST", "/smtp/emails", { subject: "x" })).body.error_code).toBe(999);
    expect((await api.call("POST", "/smtp/emails", [1])).body.error_code).toBe(999);
  });

  it("needs the bearer token", async () => {
    const res = await fetch(`${api.url}/smtp/emails`, { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
  });
});

import { ACCOUNT_SENDERS } from "@messaging-console/messaging-api/smtp/account";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as messages from "@/app/api/email/messages/route";
import { toBase64 } from "@/lib/schemas/email/console";
import { resetEnvForTests } from "@/server/env";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * What the outside probe sent through POST /api/email/messages (issue 32, rows 6 and
 * 10): header injection, a foreign `from`, text attachments past the limit. Each is a
 * 400 naming the field, and the embedded Messaging API (over HTTP) receives nothing.
 */
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
}, 240_000);
afterAll(() => h?.close());
beforeEach(() => h.api.clearCalls());

const SENDER = "news@northwind-shop.example";
const MB = 1024 * 1024;
let n = 0;

const email = (over: Record<string, unknown> = {}) => ({
  from: { name: "Shop", email: SENDER },
  to: [{ name: "Ann", email: `ann.${process.pid}.${++n}@example.com` }],
  subject: "Hello",
  html: "<p>Hi</p>",
  ...over,
});

async function send(body: Record<string, unknown>) {
  return callRoute(messages.POST, {
    method: "POST",
    path: "/api/email/messages",
    body: { email: body },
    cookie: await h.cookieFor("marketer"),
    idempotencyKey: crypto.randomUUID(),
  });
}

/** Sends reaching the upstream, and the upstream's log for the recipient: both must be empty. */
async function upstreamSaw(recipient: string) {
  const log = await h.api.call("GET", `/smtp/emails?recipient=${encodeURIComponent(recipient)}`);
  const items = Array.isArray(log.body) ? log.body : [];
  return { posts: h.api.received({ method: "POST", pathPrefix: "/smtp/emails" }).length, items };
}

async function expectRefused(body: ReturnType<typeof email>, field: string, message: RegExp) {
  const res = await send(body);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  expect(res.body.error.code).toBe("validation_failed");
  expect(res.body.error.fields?.[field], JSON.stringify(res.body.error.fields)).toMatch(message);
  const to = (body.to as { email: string }[])[0]!.email.replace(/[\r\n]/g, "");
  expect(await upstreamSaw(to)).toEqual({ posts: 0, items: [] });
}

const ONE_LINE = /one line, without line breaks or control characters/;

describe("POST /api/email/messages refuses header injection", () => {
  it.each([
    ["email.subject", { subject: "Hello\r\nBcc: attacker@evil.example" }],
    ["email.from.name", { from: { name: "Shop\r\nBcc: attacker@evil.example", email: SENDER } }],
    ["email.to.0.name", { to: [{ name: "Ann\nBcc: a@evil.example", email: "ann@example.com" }] }],
    ["email.cc.0.name", { cc: [{ name: "C\u2028Bcc: a@evil.example", email: "c@example.com" }] }],
    ["email.reply_to.name", { reply_to: { name: "R\rX: 1", email: "r@example.com" } }],
    ["email.reply_to.email", { reply_to: { email: "r@example.com\r\nBcc: a@evil.example" } }],
    ["email.bcc.0.email", { bcc: [{ email: "b@example.com\nX: 1" }] }],
  ])("%s with a line break: 400 naming it, nothing sent", async (field, over) => {
    await expectRefused(email(over), field, ONE_LINE);
  });
});

describe("POST /api/email/messages sends only from the account's senders", () => {
  it("refuses a foreign from, listing the addresses that can send", async () => {
    const res = await send(email({ from: { email: "ceo@bank.example" } }));
    expect(res.status).toBe(400);
    const message: string = res.body.error.fields["email.from.email"];
    expect(message).toMatch(/^ceo@bank\.example is not one of this account's sender addresses/);
    for (const s of ACCOUNT_SENDERS.filter((s) => s.status === "Active"))
      expect(message).toContain(s.email);
    expect(message).not.toContain("promo@northwind-deals.example");
    expect(await upstreamSaw("ceo@bank.example")).toMatchObject({ posts: 0 });
  });

  it("refuses a sender that is not active yet, saying so", async () => {
    await expectRefused(
      email({ from: { email: "Promo@northwind-deals.example" } }),
      "email.from.email",
      /^promo@northwind-deals\.example cannot send yet \(Requested activation\)/,
    );
  });

  it("sends from a demo sender, in any letter case", async () => {
    const body = email({ from: { name: "Shop", email: SENDER.toUpperCase() } });
    const res = await send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saw = await upstreamSaw(body.to[0]!.email);
    expect(saw.posts).toBe(1);
    expect(saw.items).toHaveLength(1);
  });

  it("sends from any address when EMAIL_ALLOW_ANY_FROM is set", async () => {
    process.env.EMAIL_ALLOW_ANY_FROM = "true";
    resetEnvForTests();
    try {
      const res = await send(email({ from: { email: "alerts@elsewhere.example" } }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      delete process.env.EMAIL_ALLOW_ANY_FROM;
      resetEnvForTests();
    }
  });
});

describe("POST /api/email/messages counts text and binary attachments together", () => {
  const LIMIT = /the limit is 10 MB in all, text and binary files together/;

  it("refuses 12 MB of text attachments", async () => {
    await expectRefused(
      email({ attachments: { "a.txt": "a".repeat(6 * MB), "b.txt": "b".repeat(6 * MB) } }),
      "email.attachments",
      LIMIT,
    );
  });

  it("refuses 6 MB of text with 6 MB of binary", async () => {
    await expectRefused(
      email({
        attachments: { "a.txt": "a".repeat(6 * MB) },
        attachments_binary: { "b.bin": toBase64("b".repeat(6 * MB)) },
      }),
      "email.attachments_binary",
      LIMIT,
    );
  });

  it("sends text and binary files under the limit", async () => {
    const body = email({
      attachments: { "a.txt": "a".repeat(4 * MB) },
      attachments_binary: { "b.bin": toBase64("b".repeat(4 * MB)) },
    });
    const res = await send(body);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});

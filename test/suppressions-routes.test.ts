// Issue 35 part 3, "One place for every suppression": the search over the
// blacklist, the unsubscribes and the hard bounces, the exports and the chunked
// imports, through the console's route handlers on the embedded Messaging API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as unsubscribes from "@/app/api/email/unsubscribes/route";
import * as exportRoute from "@/app/api/suppressions/export/route";
import * as importBlacklist from "@/app/api/suppressions/import/blacklist/route";
import * as importUnsubscribes from "@/app/api/suppressions/import/unsubscribes/route";
import * as search from "@/app/api/suppressions/route";
import * as blacklist from "@/app/api/viber/blacklist/route";
import type { Suppression } from "@/lib/suppressions/search";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

let h: ConsoleHarness;
let support: string;
let admin: string;
const tag = Date.now();
const both = `unknown+both${tag}@example.com`;
const phone = `38096${String(tag).slice(-7)}`;

const find = async (q: string, cookie = support) =>
  callRoute(search.GET, { method: "GET", path: "/api/suppressions", query: { q }, cookie });
const key = () => crypto.randomUUID();

beforeAll(async () => {
  h = await startConsoleHarness();
  support = await h.cookieFor("support");
  admin = await h.cookieFor("admin");
  // an address that bounced hard (the embedded API refuses unknown+… for good)
  await h.api.call("POST", "/smtp/emails", {
    email: {
      from: { email: "news@northwind-shop.example" },
      to: [{ email: both }],
      subject: "Suppressions",
      html: Buffer.from("<p>x</p>").toString("base64"),
    },
  });
  await h.api.advance(60_000);
}, 120_000);
afterAll(() => h?.close());

describe("GET /api/suppressions", () => {
  it("finds one address unsubscribed and bounced hard, and who unsubscribed it here", async () => {
    const add = await callRoute(unsubscribes.POST, {
      method: "POST",
      path: "/api/email/unsubscribes",
      body: { emails: [{ email: both, comment: "asked by phone" }] },
      cookie: support,
    });
    expect(add.status).toBe(200);
    const r = await find(both);
    expect(r.status).toBe(200);
    const rows = r.body.items as Suppression[];
    expect(rows.map((s) => [s.list, s.value, s.source])).toEqual([
      ["unsubscribes", both, "console"],
      ["bounces", both, "bounce"],
    ]);
    expect(rows[0]!.by?.email).toMatch(/^support-/);
  });

  it("finds a blacklisted phone by some of its digits, with who added it", async () => {
    const add = await callRoute(blacklist.POST, {
      method: "POST",
      path: "/api/viber/blacklist",
      body: { phones: [phone], description: "asked to stop" },
      cookie: admin,
    });
    expect(add.status).toBe(200);
    const rows = (await find(`+${phone.slice(0, 3)} ${phone.slice(3)}`)).body
      .items as Suppression[];
    expect(rows[0]).toMatchObject({
      list: "blacklist",
      value: phone,
      reason: "asked to stop",
      source: "console",
    });
    expect(rows[0]!.by?.email).toMatch(/^admin-/);
  });

  it("answers nothing for a query too short to look for", async () => {
    expect((await find("12")).body.items).toEqual([]);
  });
});

describe("imports", () => {
  it("counts an unsubscribe chunk's added and already-there, and marks them imported", async () => {
    const fresh = [`imp1-${tag}@example.com`, `imp2-${tag}@example.com`];
    const r = await callRoute(importUnsubscribes.POST, {
      method: "POST",
      path: "/api/suppressions/import/unsubscribes",
      body: { emails: [...fresh, both], comment: "import" },
      cookie: support,
      idempotencyKey: key(),
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ added: 2, exists: 1 });
    const rows = (await find(fresh[0]!)).body.items as Suppression[];
    expect(rows[0]).toMatchObject({ list: "unsubscribes", source: "import" });
    // the address that was there already keeps who added it first
    const before = (await find(both)).body.items as Suppression[];
    expect(before[0]!.source).toBe("console");
  });

  it("imports a blacklist chunk and logs every number of it as imported", async () => {
    const phones = Array.from({ length: 30 }, (_, i) => `38097${String(tag + i).slice(-7)}`);
    const r = await callRoute(importBlacklist.POST, {
      method: "POST",
      path: "/api/suppressions/import/blacklist",
      body: { phones, description: "imported" },
      cookie: support,
      idempotencyKey: key(),
    });
    expect(r.body).toEqual({ added: 30, exists: 0 });
    // the 30th is past the sample a person's add keeps: an import's entry names it still
    const rows = (await find(phones[29]!)).body.items as Suppression[];
    expect(rows[0]).toMatchObject({ value: phones[29], source: "import" });
  });

  it("needs an idempotency key and the role's write permission", async () => {
    const body = { emails: [`x-${tag}@example.com`] };
    const path = "/api/suppressions/import/unsubscribes";
    const marketer = await h.cookieFor("marketer");
    const noKey = await callRoute(importUnsubscribes.POST, {
      method: "POST",
      path,
      body,
      cookie: support,
    });
    expect(noKey.status).toBe(400);
    const refused = await callRoute(importUnsubscribes.POST, {
      method: "POST",
      path,
      body,
      cookie: marketer,
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(403);
  });
});

describe("GET /api/suppressions/export", () => {
  it("gives each list as CSV", async () => {
    const get = (list: string) =>
      callRoute(exportRoute.GET, {
        method: "GET",
        path: "/api/suppressions/export",
        query: { list },
        cookie: support,
      });
    const bl = await get("blacklist");
    expect(bl.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(bl.body).toContain("phone,reason,added");
    expect(bl.body).toContain(phone);
    expect((await get("unsubscribes")).body).toContain(both);
    expect((await get("bounces")).body).toContain(both);
    expect((await get("everything")).status).toBe(400);
  });
});

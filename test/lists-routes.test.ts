// Issue 12, "Lists people expect": the email log's outcome and country filters
// and the audit log's details, through the console's route handlers on the
// embedded Messaging API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as audit from "@/app/api/audit/route";
import * as lookup from "@/app/api/email/messages/lookup/route";
import * as messages from "@/app/api/email/messages/route";
import * as usersRoute from "@/app/api/users/[id]/route";
import * as blacklist from "@/app/api/viber/blacklist/route";
import { countryOptions } from "@/lib/email/countries";
import type { ExplainedEmail } from "@/lib/email/outcome";
import { smtpKindOf } from "@/lib/email/outcome-match";
import { updateUser } from "@/server/auth/users";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

const DAY = 86_400_000;
let h: ConsoleHarness;
let admin: string;

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const send = (to: string[]) =>
  h.api.call("POST", "/smtp/emails", {
    email: {
      from: { email: "news@northwind-shop.example" },
      to: to.map((email) => ({ email })),
      subject: "Lists",
      html: b64("<p>x</p>"),
    },
  });

beforeAll(async () => {
  h = await startConsoleHarness();
  admin = await h.cookieFor("admin");
  h.api.clock.set(new Date("2026-03-10T12:00:00Z"));
  await send(Array.from({ length: 30 }, (_, i) => `reader${i}@example.com`));
  await send(["unknown@example.com", "full@example.com", "temp@example.com"]);
  // opens (with their countries) happen over the next days
  await h.api.advance(3 * DAY);
}, 120_000);
afterAll(() => h?.close());

const log = (query: Record<string, string>) =>
  callRoute(messages.GET, { method: "GET", path: "/api/email/messages", query, cookie: admin });

describe("email log filters", () => {
  it("filters by outcome and says the total of the filtered view", async () => {
    const hard = await log({ outcome: "hard", limit: "25" });
    expect(hard.status).toBe(200);
    expect(hard.body.items.map((e: { recipient: string }) => e.recipient)).toEqual([
      "unknown@example.com",
    ]);
    expect(hard.body.total).toBe(1);
    expect(hard.body.scan).toMatchObject({ read: 33, complete: true });

    const soft = await log({ outcome: "soft" });
    // a full mailbox counts as soft, as the log's badge says
    expect(soft.body.items.map((e: { recipient: string }) => e.recipient).sort()).toEqual([
      "full@example.com",
      "temp@example.com",
    ]);
    const delivered = await log({ outcome: "delivered", limit: "10", offset: "10" });
    expect(delivered.body.total).toBe(30);
    expect(delivered.body.items).toHaveLength(10);
    for (const e of delivered.body.items) expect(smtpKindOf(e)).toBe("delivered");
    expect((await log({ outcome: "failed" })).body.total).toBe(3);
    // each record comes with its answer in words, the pages' badges drawn from it
    expect(hard.body.items[0].explanation).toMatchObject({ kind: "hard", badAddress: true });
    expect(soft.body.items.map((e: ExplainedEmail) => e.explanation.kind)).toEqual([
      "soft",
      "soft",
    ]);

    expect((await log({ outcome: "bounced" })).status).toBe(400);
  });

  it("serves each record of the unfiltered log and of a lookup with its answer in words", async () => {
    const all = await log({ limit: "100" });
    expect(all.body.items).toHaveLength(33);
    const kinds = all.body.items.map((e: ExplainedEmail) => e.explanation.kind);
    for (const [i, e] of (all.body.items as ExplainedEmail[]).entries())
      expect(kinds[i]).toBe(smtpKindOf(e));
    expect(kinds.filter((k: string) => k === "delivered")).toHaveLength(30);
    const unknown = all.body.items.find(
      (e: ExplainedEmail) => e.recipient === "unknown@example.com",
    );
    expect(unknown.explanation.summary).toBeTruthy();

    const found = await callRoute(lookup.POST, {
      method: "POST",
      path: "/api/email/messages/lookup",
      body: { ids: [unknown.id] },
      cookie: admin,
    });
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([unknown]);
  });

  it("takes the country as an ISO code and finds the emails opened there", async () => {
    const all = await log({ limit: "100" });
    const opened = all.body.items.find(
      (e: { tracking: { client_info: unknown[] } }) => e.tracking.client_info.length > 0,
    );
    expect(opened).toBeDefined();
    const name: string = opened.tracking.client_info[0].country;
    const code = name === "Turkey" ? "TR" : countryOptions().find((o) => o.label === name)?.value;
    expect(code).toMatch(/^[A-Z]{2}$/);
    const hits = await log({ country: code!, limit: "100" });
    expect(hits.status).toBe(200);
    expect(hits.body.items.length).toBeGreaterThan(0);
    for (const e of hits.body.items)
      expect(e.tracking.client_info.map((c: { country: string }) => c.country)).toContain(name);
  });
});

describe("audit details", () => {
  const entries = async (action: string) =>
    (
      await callRoute(audit.GET, {
        method: "GET",
        path: "/api/audit",
        query: { action },
        cookie: admin,
      })
    ).body.items;

  it("records the phones removed: the first 20 and the count", async () => {
    const phones = Array.from({ length: 25 }, (_, i) => String(380501230000 + i));
    await callRoute(blacklist.DELETE, {
      method: "DELETE",
      path: "/api/viber/blacklist",
      body: { phones },
      cookie: admin,
      idempotencyKey: "key-lists-phones-0001",
    });
    const [entry] = await entries("blacklist.remove");
    expect(entry.details).toEqual({ kind: "phones", sample: phones.slice(0, 20), total: 25 });
  });

  it("records the user's email and the role change", async () => {
    const id = await h.userId("marketer");
    await updateUser(id, { role: "marketer" });
    const res = await callRoute(usersRoute.PATCH, {
      method: "PATCH",
      path: `/api/users/${id}`,
      params: { id: String(id) },
      body: { role: "support" },
      cookie: admin,
      idempotencyKey: "key-lists-role-0001",
    });
    expect(res.status).toBe(200);
    const [entry] = await entries("user.update");
    expect(entry.details).toMatchObject({
      kind: "user",
      email: res.body.user.email,
      role: { from: "marketer", to: "support" },
    });
  });
});

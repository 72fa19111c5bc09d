import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as viewRoute from "@/app/api/saved-views/[id]/route";
import * as viewsRoute from "@/app/api/saved-views/route";
import { normaliseViewQuery, SAVED_VIEWS_MAX } from "@/lib/saved-views/schema";
import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { createSavedView, listSavedViews, updateSavedView } from "@/server/saved-views/store";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * Saved views of the email log: each user's own, names unique per user, only
 * the log's known filters stored (normalised), at most SAVED_VIEWS_MAX each.
 */
describe("normaliseViewQuery", () => {
  it("keeps the known filters in a fixed order, trimmed, without empty ones", () => {
    expect(
      normaliseViewQuery("email-log", "?outcome=hard&country=&sender=%20a%40b.example%20"),
    ).toEqual({ ok: true, query: "sender=a%40b.example&outcome=hard" });
  });

  it.each([
    ["page=2&outcome=hard", /not a filter/],
    ["<script>=1", /not a filter/],
    ["outcome=hard&outcome=soft", /twice/],
    ["outcome=whatever", /outcome/],
    ["from=yesterday", /from/],
    ["from=2026-11-20&to=2026-11-01", /start is after/],
    ["", /at least one filter/],
    [`recipient=${"a".repeat(300)}`, /recipient/],
  ])("refuses %s", (raw, message) => {
    const r = normaliseViewQuery("email-log", raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness();
}, 120_000);
afterAll(() => h?.close());

const list = (cookie: string) =>
  callRoute(viewsRoute.GET, {
    method: "GET",
    path: "/api/saved-views",
    query: { page: "email-log" },
    cookie,
  });
const create = (cookie: string, body: unknown, idempotencyKey?: string) =>
  callRoute(viewsRoute.POST, {
    method: "POST",
    path: "/api/saved-views",
    body,
    cookie,
    idempotencyKey,
  });
const patch = (cookie: string, id: number | string, body: unknown) =>
  callRoute(viewRoute.PATCH, {
    method: "PATCH",
    path: `/api/saved-views/${id}`,
    params: { id: String(id) },
    body,
    cookie,
  });
const remove = (cookie: string, id: number | string) =>
  callRoute(viewRoute.DELETE, {
    method: "DELETE",
    path: `/api/saved-views/${id}`,
    params: { id: String(id) },
    body: {},
    cookie,
  });

describe("/api/saved-views", () => {
  it("saves, lists, renames and deletes the user's own view", async () => {
    const cookie = await h.cookieFor("support");
    const made = await create(cookie, {
      page: "email-log",
      name: "  Bounced last week  ",
      query: "outcome=hard&from=2026-11-16&to=2026-11-22",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      name: "Bounced last week",
      query: "from=2026-11-16&to=2026-11-22&outcome=hard",
    });
    expect((await list(cookie)).body.items.map((v: { name: string }) => v.name)).toContain(
      "Bounced last week",
    );

    const renamed = await patch(cookie, made.body.id, { name: "Bounces, week 47" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Bounces, week 47");

    expect((await remove(cookie, made.body.id)).status).toBe(200);
    expect((await remove(cookie, made.body.id)).status).toBe(404);
    expect((await list(cookie)).body.items).toEqual([]);
  });

  it("never shows, renames or deletes another user's view", async () => {
    const mine = await h.cookieFor("marketer");
    const theirs = await h.cookieFor("admin");
    const made = await create(mine, { page: "email-log", name: "Mine", query: "country=UA" });
    expect(made.status).toBe(200);
    expect((await list(theirs)).body.items).toEqual([]);
    const renamed = await patch(theirs, made.body.id, { name: "Stolen" });
    expect(renamed.status).toBe(404);
    expect(renamed.body.error.code).toBe("not_found");
    expect((await remove(theirs, made.body.id)).status).toBe(404);
    const still = (await list(mine)).body.items;
    expect(still).toHaveLength(1);
    expect(still[0]).toMatchObject({ id: made.body.id, name: "Mine", query: "country=UA" });
    // the other user may use the same name for a view of their own
    expect(
      (await create(theirs, { page: "email-log", name: "Mine", query: "country=UA" })).status,
    ).toBe(200);
  });

  it("refuses a bad name, a taken name (any case), unknown filters and a foreign origin", async () => {
    const cookie = await h.cookieFor("support");
    const ok = await create(cookie, {
      page: "email-log",
      name: "Opened",
      query: "outcome=delivered",
    });
    expect(ok.status).toBe(200);
    const bad = [
      { page: "email-log", name: "   ", query: "outcome=delivered" },
      { page: "email-log", name: "x".repeat(61), query: "outcome=delivered" },
      { page: "email-log", name: "OPENED", query: "outcome=delivered" },
      { page: "email-log", name: "Unknown", query: "outcome=delivered&limit=500" },
      { page: "email-log", name: "Text", query: "anything at all" },
      { page: "campaigns", name: "Other page", query: "outcome=delivered" },
    ];
    for (const body of bad) {
      const res = await create(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    const taken = await create(cookie, { page: "email-log", name: "opened", query: "country=UA" });
    expect(taken.body.error.fields["body.name"]).toMatch(/already have a view called/);
    expect((await patch(cookie, ok.body.id, { query: "nope=1" })).status).toBe(400);
    expect((await patch(cookie, ok.body.id, {})).status).toBe(400);
    expect((await patch(cookie, "99999999999", { name: "Big" })).status).toBe(400);
    const foreign = await callRoute(viewsRoute.POST, {
      method: "POST",
      path: "/api/saved-views",
      body: { page: "email-log", name: "Foreign", query: "outcome=delivered" },
      cookie,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
  });

  it("replays a create sent twice with one idempotency key", async () => {
    const cookie = await h.cookieFor("support");
    const body = { page: "email-log", name: "Twice", query: "outcome=soft" };
    const first = await create(cookie, body, "save-view-twice-0001");
    const again = await create(cookie, body, "save-view-twice-0001");
    expect(first.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it(`keeps at most ${SAVED_VIEWS_MAX} views a user, then says so`, async () => {
    const uid = await h.userId("support");
    const cookie = await h.cookieFor("support");
    const held = (await list(cookie)).body.items.length;
    for (let i = held; i < SAVED_VIEWS_MAX; i++)
      await createSavedView(uid, { page: "email-log", name: `Cap ${i}`, query: "outcome=none" });
    const over = await create(cookie, { page: "email-log", name: "One more", query: "country=UA" });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/50 saved views/);
  });

  it("answers 401 signed out", async () => {
    expect(
      (await callRoute(viewsRoute.GET, { method: "GET", path: "/api/saved-views?page=email-log" }))
        .status,
    ).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("saved views on PostgreSQL", () => {
  it("keeps views per user with names unique per user, on the shared database", async () => {
    const handle = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    setDatabaseForTests(handle);
    try {
      // ids far from the harness's users: the shared database keeps rows between runs
      const a = 1_000_000 + (Date.now() % 1_000_000);
      const b = a + 1;
      const v = await createSavedView(a, {
        page: "email-log",
        name: "PG view",
        query: "country=UA",
      });
      await expect(
        createSavedView(a, { page: "email-log", name: "pg VIEW", query: "country=UA" }),
      ).rejects.toMatchObject({ code: "validation_failed" });
      await createSavedView(b, { page: "email-log", name: "PG view", query: "country=UA" });
      await expect(updateSavedView(b, v.id, { name: "x" })).rejects.toMatchObject({
        code: "not_found",
      });
      expect((await listSavedViews(a, "email-log")).map((x) => x.name)).toEqual(["PG view"]);
    } finally {
      setDatabaseForTests(undefined);
      await handle.close();
    }
  });
});

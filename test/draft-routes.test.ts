import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as route from "@/app/api/drafts/viber-campaign/route";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/** The draft routes' version check, as the browser meets it: 409 draft_conflict with the stored draft. */
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness();
}, 120_000);
afterAll(() => h?.close());

const put = (cookie: string, body: unknown, origin?: string | null) =>
  callRoute(route.PUT, {
    method: "PUT",
    path: "/api/drafts/viber-campaign",
    body,
    cookie,
    origin,
  });

describe("PUT /api/drafts/viber-campaign", () => {
  it("refuses a save based on an older version and answers with the stored draft", async () => {
    const cookie = await h.cookieFor("marketer");
    await callRoute(route.DELETE, {
      method: "DELETE",
      path: "/api/drafts/viber-campaign",
      body: {},
      cookie,
    });
    const first = await put(cookie, { data: { message: "one" }, baseVersion: null });
    expect(first.status).toBe(200);
    const v1 = first.body.version as number;
    const second = await put(cookie, { data: { message: "two" }, baseVersion: v1 });
    expect(second.status).toBe(200);

    const stale = await put(cookie, { data: { message: "stale" }, baseVersion: v1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: "draft_conflict",
      draft: { data: { message: "two" }, version: second.body.version },
    });
    const read = await callRoute(route.GET, {
      method: "GET",
      path: "/api/drafts/viber-campaign",
      cookie,
    });
    expect(read.body.draft).toMatchObject({
      data: { message: "two" },
      version: second.body.version,
    });
  });

  it("goes through the route's checks: no Origin, another origin and a bad version are refused", async () => {
    const cookie = await h.cookieFor("marketer");
    expect((await put(cookie, { data: { message: "x" } }, null)).status).toBe(403);
    expect((await put(cookie, { data: { message: "x" } }, "https://evil.example")).status).toBe(
      403,
    );
    expect((await put(cookie, { data: { message: "x" }, baseVersion: -1 })).status).toBe(400);
    expect((await put(cookie, { data: { message: "x" }, baseVersion: "7" })).status).toBe(400);
  });
});

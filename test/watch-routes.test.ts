import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { publish } from "@/server/watch/events";

import {
  callRoute,
  startConsoleHarness,
  type ConsoleHarness,
  type RouteHandler,
} from "./console-api";

// The watch API: events filtered by what the reader's role may read; rules an
// admin changes within each threshold's range, audited.
let h: ConsoleHarness;
let events: RouteHandler;
let rules: RouteHandler;
let rule: RouteHandler;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
  events = (await import("@/app/api/watch/events/route")).GET;
  rules = (await import("@/app/api/watch/rules/route")).GET;
  rule = (await import("@/app/api/watch/rules/[id]/route")).PATCH;
});
afterAll(() => h.close());

const text = (title: string, permission: "email:read" | "users:manage") => ({
  title,
  summary: "",
  severity: "warning" as const,
  permission,
});

describe("GET /api/watch/events", () => {
  it("lists only the events the reader's role may read, newest first", async () => {
    await publish("test", text("For email readers", "email:read"));
    await publish("test", text("For admins", "users:manage"));
    const titles = async (role: "support" | "admin") =>
      (
        await callRoute(events, {
          method: "GET",
          path: "/api/watch/events",
          cookie: await h.cookieFor(role),
        })
      ).body.items.map((e: { title: string }) => e.title);
    expect(await titles("support")).toEqual(["For email readers"]);
    expect(await titles("admin")).toEqual(["For admins", "For email readers"]);
  });
});

describe("PATCH /api/watch/rules/[id]", () => {
  const patch = async (id: string, body: unknown) =>
    callRoute(rule, {
      method: "PATCH",
      path: `/api/watch/rules/${id}`,
      params: { id },
      body,
      cookie: await h.cookieFor("admin"),
    });

  it("changes a threshold within its range and refuses one outside it", async () => {
    const ok = await patch("email.hard-bounces", { params: { rate: 5 } });
    expect(ok.status).toBe(200);
    expect(ok.body.setting).toEqual({
      enabled: true,
      params: { rate: 5, minSent: 200, windowMinutes: 60 },
    });
    expect((await patch("email.hard-bounces", { params: { rate: 500 } })).status).toBe(400);
    expect((await patch("email.hard-bounces", { params: { nope: 1 } })).status).toBe(400);
    expect((await patch("no.such-rule", { enabled: false })).status).toBe(400);
    const listed = await callRoute(rules, {
      method: "GET",
      path: "/api/watch/rules",
      cookie: await h.cookieFor("admin"),
    });
    const hard = listed.body.items.find((r: { id: string }) => r.id === "email.hard-bounces");
    expect(hard.setting.params.rate).toBe(5);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as audit from "@/app/api/audit/route";
import * as domains from "@/app/api/email/domains/route";
import * as usersRoute from "@/app/api/users/[id]/route";
import * as blacklist from "@/app/api/viber/blacklist/route";
import * as campaigns from "@/app/api/viber/campaigns/route";
import { updateUser } from "@/server/auth/users";

import { callRoute, demoCampaign, startConsoleHarness, type ConsoleHarness } from "./console-api";

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: true });
}, 240_000);
afterAll(() => h?.close());

/** POST /api/viber/campaigns of a demo campaign named `name`, with `idempotencyKey` if given. */
const create = (cookie: string, name: string, idempotencyKey?: string) =>
  callRoute(campaigns.POST, {
    method: "POST",
    path: "/api/viber/campaigns",
    body: demoCampaign(name),
    cookie,
    idempotencyKey,
  });
const upstreamCreates = () =>
  h.api.received({ method: "POST" }).filter((c) => c.path === "/viber").length;

describe("idempotency", () => {
  it("the same key twice creates one campaign and replays the first result", async () => {
    const cookie = await h.cookieFor("marketer");
    const before = upstreamCreates();
    const a = await create(cookie, "Idem A", "key-idem-a-0001");
    const b = await create(cookie, "Idem A", "key-idem-a-0001");
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get("idempotency-replayed")).toBe("true");
    expect(upstreamCreates() - before).toBe(1);
  });

  it("the same key with a different body is 409", async () => {
    const cookie = await h.cookieFor("marketer");
    await create(cookie, "Idem B", "key-idem-b-0001");
    const clash = await create(cookie, "Idem B2", "key-idem-b-0001");
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { code: "idempotency_conflict" } });
  });

  it("concurrent duplicates create one campaign", async () => {
    const cookie = await h.cookieFor("marketer");
    const before = upstreamCreates();
    const all = await Promise.all(
      Array.from({ length: 5 }, () => create(cookie, "Idem C", "key-idem-c-0001")),
    );
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(upstreamCreates() - before).toBe(1);
  });

  it("campaign create requires a key", async () => {
    const res = await create(await h.cookieFor("marketer"), "No key");
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty("Idempotency-Key");
  });

  it("a failure that never reached the upstream frees the key for a retry", async () => {
    const cookie = await h.cookieFor("marketer");
    await h.api.setFaults({ errorBurst: { count: 1, status: 503 }, match: "/viber" });
    const first = await create(cookie, "Retry", "key-retry-0001");
    expect(first.status).toBe(502);
    const retry = await create(cookie, "Retry", "key-retry-0001");
    expect(retry.status).toBe(200);
    await h.api.resetFaults();
  });

  it("a reply lost on the way is an unknown outcome: said so, replayed, never written again", async () => {
    const cookie = await h.cookieFor("marketer");
    const before = upstreamCreates();
    await h.api.setFaults({ drop: { count: 1 }, match: "/viber" });
    const send = () => create(cookie, "Lost reply", "key-lost-0001");
    const first = await send();
    await h.api.resetFaults();
    expect(first.status).toBe(502);
    expect(first.body.error).toMatchObject({ code: "upstream_unavailable", outcome: "unknown" });
    const retry = await send();
    expect(retry.status).toBe(502);
    expect(retry.body.error).toEqual(first.body.error);
    expect(upstreamCreates()).toBe(before + 1);
  });

  it("a failure that never reached the upstream carries no outcome", async () => {
    await h.api.setFaults({ errorBurst: { count: 1, status: 503 }, match: "/viber" });
    const res = await create(await h.cookieFor("marketer"), "Refused early", "key-early-0001");
    await h.api.resetFaults();
    expect(res.status).toBe(502);
    expect(res.body.error).not.toHaveProperty("outcome");
  });
});

describe("CSRF", () => {
  it.each([
    ["no Origin", null],
    ["another origin", "https://evil.example"],
  ])("a write with %s is 403 and never reaches the upstream", async (_label, origin) => {
    h.api.clearCalls();
    const res = await callRoute(blacklist.POST, {
      method: "POST",
      path: "/api/viber/blacklist",
      body: { phones: ["380501110000"] },
      cookie: await h.cookieFor("admin"),
      origin,
    });
    expect(res.status).toBe(403);
    expect(h.api.received({ method: "POST" })).toHaveLength(0);
  });

  it("a form-encoded write is 403", async () => {
    const res = await callRoute(blacklist.POST, {
      method: "POST",
      path: "/api/viber/blacklist",
      body: "phones=380501110000",
      contentType: "application/x-www-form-urlencoded",
      cookie: await h.cookieFor("admin"),
    });
    expect(res.status).toBe(403);
  });
});

describe("path parameters", () => {
  it.each(["../../oauth", "evil.example/x", "not a domain", "..", "a..b"])(
    "domain %j is refused before the upstream",
    async (domain) => {
      h.api.clearCalls();
      const res = await callRoute(domains.POST, {
        method: "POST",
        path: "/api/email/domains",
        body: { domain },
        cookie: await h.cookieFor("admin"),
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(h.api.received({ method: "POST" })).toHaveLength(0);
    },
  );
});

describe("session", () => {
  it("a disabled user's next request is 401", async () => {
    const cookie = await h.cookieFor("disabled");
    const res = await callRoute(campaigns.GET, {
      method: "GET",
      path: "/api/viber/campaigns",
      cookie,
    });
    expect(res.status).toBe(401);
  });

  it("a role change applies on the next request", async () => {
    const cookie = await h.cookieFor("support");
    const id = await h.userId("support");
    const first = await callRoute(audit.GET, { method: "GET", path: "/api/audit", cookie });
    expect(first.status).toBe(403);
    await updateUser(id, { role: "admin" });
    const second = await callRoute(audit.GET, { method: "GET", path: "/api/audit", cookie });
    expect(second.status).toBe(200);
    await updateUser(id, { role: "support" });
    expect((await callRoute(audit.GET, { method: "GET", path: "/api/audit", cookie })).status).toBe(
      403,
    );
  });

  it("a password reset ends existing sessions", async () => {
    const cookie = await h.cookieFor("marketer");
    expect(
      (await callRoute(campaigns.GET, { method: "GET", path: "/api/viber/campaigns", cookie }))
        .status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const res = await callRoute(usersRoute.PATCH, {
      method: "PATCH",
      path: `/api/users/${await h.userId("marketer")}`,
      params: { id: String(await h.userId("marketer")) },
      body: { resetPassword: true },
      cookie: await h.cookieFor("admin"),
    });
    expect(res.status).toBe(200);
    expect(res.body.temporaryPassword).toMatch(/^\S{12,}$/);
    expect(
      (await callRoute(campaigns.GET, { method: "GET", path: "/api/viber/campaigns", cookie }))
        .status,
    ).toBe(401);
  });
});

describe("audit", () => {
  it("records writes with user, action, outcome and upstream id", async () => {
    const cookie = await h.cookieFor("admin");
    await create(cookie, "Audited", "key-audit-0001");
    const log = await callRoute(audit.GET, {
      method: "GET",
      path: "/api/audit",
      query: { action: "campaign.create", limit: "50" },
      cookie,
    });
    const row = (
      log.body.items as { target: string; outcome: string; upstreamId: string; role: string }[]
    ).find((r) => r.target === "Audited");
    expect(row).toMatchObject({ outcome: "ok", role: "admin" });
    expect(Number(row!.upstreamId)).toBeGreaterThan(0);
  });
});

import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { takeMaxBudgetWait } from "./health";
import { createUpstreamClient, type UpstreamClient } from "./index";
import { inLane, userLane } from "./lanes";

let api: TestMessagingApi;
let client: UpstreamClient;

const tokenCalls = () => api.received({ pathPrefix: "/oauth/access_token" }).length;
const calls = (path: string, method = "GET") =>
  api.received({ method }).filter((c) => c.path === path).length;

function newClient(over: Partial<Parameters<typeof createUpstreamClient>[0]> = {}) {
  return createUpstreamClient({
    baseUrl: api.url,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    maxRps: 1000,
    timeoutMs: 2_000,
    retryBaseMs: 20,
    log: () => {},
    ...over,
  });
}

beforeAll(async () => {
  api = await startTestMessagingApi({ maxRps: 1000 });
  client = newClient();
});
afterAll(() => api.close());
afterEach(async () => {
  await api.resetFaults();
  api.clearCalls();
});

describe("OAuth token", () => {
  it("is fetched once and shared by concurrent first calls", async () => {
    const fresh = newClient();
    await Promise.all(Array.from({ length: 8 }, () => fresh.viber.listSenders()));
    expect(tokenCalls()).toBe(1);
  });

  it("is refreshed once when revoked mid-run, and the call succeeds", async () => {
    await client.viber.listSenders();
    api.clearCalls();
    await api.setFaults({ revokeTokens: true });
    const [a, b] = await Promise.all([
      client.viber.listCampaigns({ limit: 5 }),
      client.smtp.totalEmails(),
    ]);
    expect(a.items).toBeInstanceOf(Array);
    expect(b.total).toBeGreaterThanOrEqual(0);
    expect(tokenCalls()).toBe(1);
  });

  it("reports bad credentials as upstream_unavailable without leaking them", async () => {
    const bad = newClient({ clientSecret: "wrong" });
    const err = await bad.viber.listSenders().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "upstream_unavailable" });
    expect(String((err as Error).message)).not.toContain("wrong");
  });

  it("works with a static API key", async () => {
    const keyed = await startTestMessagingApi({ apiKeys: ["static-key-123"] });
    try {
      const c = createUpstreamClient({
        baseUrl: keyed.url,
        apiKey: "static-key-123",
        maxRps: 100,
        timeoutMs: 2000,
      });
      expect((await c.viber.listSenders()).items).toBeInstanceOf(Array);
      expect(keyed.received({ pathPrefix: "/oauth" })).toHaveLength(0);
    } finally {
      await keyed.close();
    }
  });
});

describe("retries", () => {
  it("retries a GET through a burst of two 5xx and succeeds on the third attempt", async () => {
    await api.setFaults({ errorBurst: { count: 2, status: 503 }, match: "/viber/senders" });
    await expect(newClient().viber.listSenders()).resolves.toHaveProperty("items");
    expect(calls("/viber/senders")).toBe(3);
  });

  it("gives up after exactly 3 attempts with upstream_unavailable", async () => {
    await api.setFaults({ errorBurst: { count: 5, status: 502 }, match: "/viber/senders" });
    await expect(newClient().viber.listSenders()).rejects.toMatchObject({
      code: "upstream_unavailable",
    });
    expect(calls("/viber/senders")).toBe(3);
  });

  it("honours Retry-After on a 429", async () => {
    await api.setFaults({ rateLimit: { count: 1, retryAfter: 1 }, match: "/smtp/emails/total" });
    const started = Date.now();
    // a client of its own: the shared one may hold the total from an earlier test in its cache
    await expect(newClient().smtp.totalEmails()).resolves.toHaveProperty("total");
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls("/smtp/emails/total")).toBe(2);
  });

  it("backs off on a 429 without Retry-After and reports rate_limited when it persists", async () => {
    await api.setFaults({ rateLimit: { count: 10, retryAfter: null }, match: "/smtp/ips" });
    await expect(client.smtp.listIps()).rejects.toMatchObject({ code: "rate_limited" });
    expect(calls("/smtp/ips")).toBe(3);
  });

  it("retries a malformed reply, then reports upstream_unavailable", async () => {
    await api.setFaults({ malformed: { count: 1 }, match: "/smtp/senders" });
    await expect(client.smtp.listSenders()).resolves.toHaveProperty("items");
    await api.setFaults({ malformed: { count: 9 }, match: "/smtp/ips" });
    await expect(client.smtp.listIps()).rejects.toMatchObject({ code: "upstream_unavailable" });
  });

  it("survives a dropped connection on a GET", async () => {
    await api.setFaults({ drop: { count: 1 }, match: "/viber/task" });
    await expect(client.viber.listCampaigns({ limit: 3, offset: 1 })).resolves.toHaveProperty(
      "items",
    );
  });

  it("times out a slow call with upstream_timeout", async () => {
    const quick = newClient({ timeoutMs: 300 });
    await quick.viber.listSenders(); // token first
    await api.setFaults({ latencyMs: 800, match: "/smtp/ips" });
    await expect(quick.smtp.listIps()).rejects.toMatchObject({ code: "upstream_timeout" });
  });

  it("never repeats a POST hit by a 5xx", async () => {
    await client.viber.listSenders();
    api.clearCalls();
    await api.setFaults({
      errorBurst: { count: 1, status: 503 },
      match: "/v2/viber-service/phone-exception",
    });
    await expect(
      client.viber.addToBlacklist({ phones: ["380501112233"], description: "t" }),
    ).rejects.toMatchObject({
      code: "upstream_unavailable",
    });
    expect(calls("/v2/viber-service/phone-exception", "POST")).toBe(1);
  });

  it("marks a timed-out write as possibly processed", async () => {
    const quick = newClient({ timeoutMs: 300 });
    await quick.viber.listSenders();
    await api.setFaults({ latencyMs: 800, match: "/v2/viber-service/phone-exception" });
    const err = await quick.viber
      .addToBlacklist({ phones: ["380501112244"] })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "upstream_timeout", maybeProcessed: true });
  });
});

describe("connections", () => {
  it("stay alive across calls, removals (DELETE with a body) included", async () => {
    await client.viber.listCampaigns({ limit: 1 }); // a connection (and the token) in place
    const before = api.connectionsAccepted();
    for (let i = 0; i < 4; i++) {
      await client.viber.addToBlacklist({ phones: [`38050700000${i}`], description: "t" });
      await client.viber.removeFromBlacklist({ phones: [`38050700000${i}`] });
    }
    // one connection, reused; undici would close it after each DELETE without reset: false
    expect(api.connectionsAccepted() - before).toBe(0);
  });
});

describe("sharing and budget", () => {
  it("coalesces 20 concurrent identical GETs into one upstream call", async () => {
    const fresh = newClient();
    await fresh.viber.listSenders();
    api.clearCalls();
    await Promise.all(Array.from({ length: 20 }, () => fresh.viber.listCampaigns({ limit: 7 })));
    expect(calls("/viber/task")).toBe(1);
  });

  it("keeps the reply cache bounded however many distinct queries are read", async () => {
    const fresh = newClient();
    for (let i = 0; i < 300; i += 30)
      await Promise.all(
        Array.from({ length: 30 }, (_, j) =>
          fresh.viber.listCampaigns({ limit: 1, offset: i + j }),
        ),
      );
    expect(fresh.stats().upstreamCalls).toBeGreaterThanOrEqual(300);
    expect(fresh.stats().cached).toBeGreaterThan(0);
    expect(fresh.stats().cached).toBeLessThanOrEqual(256);
  });

  it("keeps 30 calls under the account's 10 requests a second", async () => {
    const limited = await startTestMessagingApi({ maxRps: 10 });
    try {
      const c = createUpstreamClient({
        baseUrl: limited.url,
        clientId: "console-demo",
        clientSecret: "console-demo-secret",
        maxRps: 10,
        timeoutMs: 5000,
      });
      await c.viber.listCampaigns({ limit: 1 }); // warm up: token and the store's first query
      await new Promise((r) => setTimeout(r, 1000));
      const started = Date.now();
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => c.viber.listCampaigns({ limit: 1, offset: i })),
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(limited.calls.filter((x) => x.status === 429)).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });

  it("counts people's waits for the budget, not the background lane's (it waits behind people by design)", async () => {
    // a budget that makes every call wait 150 ms
    const slow = newClient({ budget: { take: () => new Promise((r) => setTimeout(r, 150)) } });
    await slow.viber.listSenders(); // the token
    takeMaxBudgetWait();
    await slow.viber.listCampaigns({ limit: 1, offset: 1 });
    expect(takeMaxBudgetWait()).toBe(0);
    await inLane(userLane(1), () => slow.viber.listCampaigns({ limit: 1, offset: 2 }));
    expect(takeMaxBudgetWait()).toBeGreaterThanOrEqual(140);
  });

  it("never lets a path parameter change the path", async () => {
    for (const evil of ["../../oauth", "a/b", "..", "x?y=1", "%2e%2e"]) {
      await client.smtp.getEmail(evil).catch(() => null);
      await client.smtp.addDomain(evil).catch(() => null);
    }
    const paths = api.calls.map((c) => c.path);
    expect(
      paths.every(
        (p) =>
          p.startsWith("/smtp/emails/") ||
          p.startsWith("/v2/email-service/smtp/sender_domains/") ||
          p === "/oauth/access_token",
      ),
    ).toBe(true);
    expect(paths).not.toContain("/oauth");
    expect(paths.filter((p) => p.includes("/../") || p.endsWith("/.."))).toHaveLength(0);
  });
});

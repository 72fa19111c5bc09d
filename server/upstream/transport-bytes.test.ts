import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const BUDGET = 64 * 1024;
vi.mock("@/server/memory/byte-budgets", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/memory/byte-budgets")>();
  return { ...real, BYTE_BUDGETS: { ...real.BYTE_BUDGETS, upstreamReplies: 64 * 1024 } };
});

const { Transport } = await import("./transport");

// an upstream whose every page is 50 campaigns (~20 KB as counted)
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const offset = Number(new URL(req.url!, "http://x").searchParams.get("offset"));
    const data = Array.from({ length: 50 }, (_, i) => ({
      id: offset + i,
      name: `Campaign ${offset + i}`,
      status: "done",
      text: "Hello there, this is a campaign message. ".repeat(3),
      created: "2026-11-20 10:15:00",
    }));
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ data }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe("the transport's reply cache", () => {
  it("never holds more bytes than its budget, however many distinct pages are read", async () => {
    const t = new Transport({
      baseUrl,
      tokens: { get: async () => "token", invalidate: () => {} },
      budget: { take: async () => {} },
      timeoutMs: 5_000,
    });
    let largest = 0;
    for (let offset = 0; offset < 40 * 50; offset += 50) {
      await t.request({
        method: "GET",
        path: "/viber/task",
        query: { offset },
        cacheTtlMs: 60_000,
      });
      largest = Math.max(largest, t.cacheBytes);
      expect(t.cacheBytes).toBeLessThanOrEqual(BUDGET);
    }
    // pages were kept until the budget was full, and the oldest then went
    expect(largest).toBeGreaterThan(BUDGET / 2);
    expect(t.cacheSize).toBeGreaterThan(0);
    expect(t.cacheSize).toBeLessThan(40);
    // the newest page is served from memory
    const calls = t.stats.upstreamCalls;
    await t.request({
      method: "GET",
      path: "/viber/task",
      query: { offset: 39 * 50 },
      cacheTtlMs: 60_000,
    });
    expect(t.stats.upstreamCalls).toBe(calls);
  });
});

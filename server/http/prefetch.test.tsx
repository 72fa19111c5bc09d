import { describe, expect, it } from "vitest";

import { prefetchRoutes, type RoutePrefetch } from "./prefetch";

type Handler = RoutePrefetch["handler"];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const after = <T,>(ms: number, value: T) =>
  new Promise<T>((done) => setTimeout(() => done(value), ms));

describe("prefetchRoutes", () => {
  it("calls each route as the browser would: its path, params and the page's cookie", async () => {
    const seen: { url: string; cookie: string | null; params: unknown }[] = [];
    const handler: Handler = async (request, { params }) => {
      seen.push({ url: request.url, cookie: request.headers.get("cookie"), params: await params });
      return json({ campaign: { id: 7, name: "Spring" }, recipients: null });
    };
    const client = await prefetchRoutes(
      [
        {
          queryKey: ["record", 7],
          handler,
          path: "/api/viber/campaigns/7?summary=false",
          params: { id: "7" },
          select: (reply) => (reply as { campaign: unknown }).campaign,
        },
      ],
      { cookie: "next-auth.session-token=abc" },
    );
    expect(seen).toEqual([
      {
        url: "http://console.internal/api/viber/campaigns/7?summary=false",
        cookie: "next-auth.session-token=abc",
        params: { id: "7" },
      },
    ]);
    expect(client.getQueryData(["record", 7])).toEqual({ id: 7, name: "Spring" });
  });

  it("puts an infinite query's reply in as its first page", async () => {
    const client = await prefetchRoutes(
      [
        {
          queryKey: ["recipients"],
          handler: async () => json({ items: [1, 2], total: 2 }),
          path: "/api/x",
          firstPage: true,
        },
      ],
      { cookie: "" },
    );
    expect(client.getQueryData(["recipients"])).toEqual({
      pages: [{ items: [1, 2], total: 2 }],
      pageParams: [0],
    });
  });

  it("leaves out refusals and failures, so the browser asks and shows them as usual", async () => {
    const client = await prefetchRoutes(
      [
        { queryKey: ["denied"], handler: async () => json({ error: {} }, 403), path: "/a" },
        { queryKey: ["missing"], handler: async () => json({ error: {} }, 404), path: "/b" },
        {
          queryKey: ["thrown"],
          handler: async () => {
            throw new Error("boom");
          },
          path: "/c",
        },
        { queryKey: ["fine"], handler: async () => json({ ok: 1 }), path: "/d" },
      ],
      { cookie: "" },
    );
    expect(client.getQueryData(["denied"])).toBeUndefined();
    expect(client.getQueryData(["missing"])).toBeUndefined();
    expect(client.getQueryData(["thrown"])).toBeUndefined();
    expect(client.getQueryData(["fine"])).toEqual({ ok: 1 });
  });

  it("waits no longer than its bound: a slow route is left to the browser, a quick one is in", async () => {
    const started = Date.now();
    const client = await prefetchRoutes(
      [
        { queryKey: ["slow"], handler: () => after(2_000, json({ late: true })), path: "/s" },
        { queryKey: ["quick"], handler: () => after(10, json({ quick: true })), path: "/q" },
      ],
      { cookie: "", waitMs: 200 },
    );
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(1_000);
    expect(client.getQueryData(["quick"])).toEqual({ quick: true });
    expect(client.getQueryData(["slow"])).toBeUndefined();
  });

  it("does not wait out its bound when every route has answered", async () => {
    const started = Date.now();
    await prefetchRoutes([{ queryKey: ["q"], handler: async () => json({}), path: "/q" }], {
      cookie: "",
      waitMs: 5_000,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("asks the reads that need a reply's data once it is in, within the same bound", async () => {
    const asked: string[] = [];
    const dns: Handler = async (request, { params }) => {
      asked.push(request.url);
      const { domain } = (await params) as { domain: string };
      return domain === "slow.example"
        ? after(2_000, json({ domain, late: true }))
        : json({ domain, spf: "pass" });
    };
    const started = Date.now();
    const client = await prefetchRoutes(
      [
        {
          queryKey: ["domains"],
          handler: async () =>
            json({ items: [{ domain: "a.example" }, { domain: "slow.example" }] }),
          path: "/api/email/domains",
          then: (list) =>
            (list as { items: { domain: string }[] }).items.map((d) => ({
              queryKey: ["dns", d.domain],
              handler: dns,
              path: `/api/email/domains/${encodeURIComponent(d.domain)}/dns`,
              params: { domain: d.domain },
            })),
        },
      ],
      { cookie: "", waitMs: 300 },
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(asked).toEqual([
      "http://console.internal/api/email/domains/a.example/dns",
      "http://console.internal/api/email/domains/slow.example/dns",
    ]);
    expect(client.getQueryData(["dns", "a.example"])).toEqual({ domain: "a.example", spf: "pass" });
    expect(client.getQueryData(["dns", "slow.example"])).toBeUndefined();
  });
});

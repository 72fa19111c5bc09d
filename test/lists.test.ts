import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as blacklist from "@/app/api/viber/blacklist/route";
import * as figures from "@/app/api/viber/campaigns/figures/route";
import * as campaigns from "@/app/api/viber/campaigns/route";
import { forgetCampaignList } from "@/server/viber/campaign-list";

import { callRoute, demoCampaign, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * The campaign list and the blacklist through the console's routes, against the
 * embedded Messaging API over HTTP: search, filters, order and totals are the
 * console's (the upstream lists by limit and offset only).
 */
let h: ConsoleHarness;
let cookie: string;
interface Row {
  id: number;
  name: string;
  status: string | null;
  send_date: string;
  created: string;
}
let upstreamAll: Row[];

beforeAll(async () => {
  h = await startConsoleHarness({ seed: true });
  cookie = await h.cookieFor("support");
  upstreamAll = (await h.api.call("GET", "/viber/task?limit=1000")).body as Row[];
  forgetCampaignList();
}, 240_000);
afterAll(() => h?.close());

const list = (query: Record<string, string>, headers?: { noCache?: boolean }) =>
  callRoute(
    headers?.noCache
      ? (req, ctx) => {
          const r = new Request(req, { headers: new Headers(req.headers) });
          r.headers.set("cache-control", "no-cache");
          return campaigns.GET(r, ctx);
        }
      : campaigns.GET,
    { method: "GET", path: "/api/viber/campaigns", query, cookie },
  );
const listCalls = () => h.api.received({ method: "GET" }).filter((c) => c.path === "/viber/task");

describe("GET /api/viber/campaigns", () => {
  it("pages the whole list with its total, newest created first, no page past the last", async () => {
    const first = await list({ limit: "25" });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(upstreamAll.length);
    expect(first.body.complete).toBe(true);
    expect(first.body.items).toHaveLength(25);
    const seen: number[] = [];
    for (let offset = 0; offset < first.body.total; offset += 25) {
      const page = await list({ limit: "25", offset: String(offset) });
      expect(page.body.items.length).toBeGreaterThan(0);
      seen.push(...page.body.items.map((c: Row) => c.id));
    }
    expect(seen).toEqual(upstreamAll.map((c) => c.id)); // the upstream's own order
    const past = await list({ limit: "25", offset: String(first.body.total) });
    expect(past.body).toMatchObject({ items: [], total: upstreamAll.length });
  });

  it("searches by a part of the name (any case) or by #id, and counts the matches per status", async () => {
    const res = await list({ q: "BLACK friday", limit: "100" });
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items.every((c: Row) => /black friday/i.test(c.name))).toBe(true);
    expect(res.body.total).toBe(upstreamAll.filter((c) => /black friday/i.test(c.name)).length);
    const counts = Object.values(res.body.statusCounts as Record<string, number>);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(res.body.total);
    const one = upstreamAll[3]!;
    const byId = await list({ q: `#${one.id}` });
    expect(byId.body.items.map((c: Row) => c.id)).toContain(one.id);
    expect((await list({ q: "no campaign is called this" })).body).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("filters by status, `waiting` standing for null", async () => {
    for (const [status, expected] of [
      ["waiting", null],
      ["sent", "sent"],
      ["moderation", "moderation"],
    ] as const) {
      const res = await list({ status, limit: "100" });
      const want = upstreamAll.filter((c) => c.status === expected).length;
      expect(want).toBeGreaterThan(0);
      expect(res.body.total).toBe(want);
      expect(res.body.items.every((c: Row) => c.status === expected)).toBe(true);
    }
  });

  it("sorts by send date or by creation, either way", async () => {
    const key = (s: string) => s.replace(/\D/g, "");
    for (const sort of ["send_date", "-send_date", "created", "-created"]) {
      const field = sort.replace("-", "") as "send_date" | "created";
      const { body } = await list({ sort, limit: "100" });
      const keys = (body.items as Row[]).map((c) => key(c[field]));
      const sorted = [...keys].sort();
      expect(keys).toEqual(sort.startsWith("-") ? sorted.reverse() : sorted);
    }
    expect((await list({ sort: "price" })).status).toBe(400);
  });

  it("serves paging and filtering from one read; no-cache and a new campaign read again", async () => {
    await list({ limit: "5" });
    const before = listCalls().length;
    await list({ limit: "5", offset: "5" });
    await list({ status: "sent", sort: "send_date" });
    expect(listCalls().length).toBe(before);
    await list({ limit: "5" }, { noCache: true });
    expect(listCalls().length).toBeGreaterThan(before);

    const made = await callRoute(campaigns.POST, {
      method: "POST",
      path: "/api/viber/campaigns",
      cookie: await h.cookieFor("marketer"),
      idempotencyKey: `lists-${Date.now()}`,
      body: demoCampaign("Lists test newest"),
    });
    expect(made.status).toBe(200);
    const after = await list({ limit: "1" });
    expect(after.body.items[0]).toMatchObject({ id: made.body.id, name: "Lists test newest" });
    expect(after.body.total).toBe(upstreamAll.length + 1);
  });
});

describe("GET /api/viber/campaigns/figures", () => {
  it("gives each campaign's counters as its statistics record has them; null for an unknown id", async () => {
    const sent = upstreamAll.filter((c) => c.status === "sent").slice(0, 3);
    const res = await callRoute(figures.GET, {
      method: "GET",
      path: "/api/viber/campaigns/figures",
      query: { ids: [...sent.map((c) => c.id), 999_999].join(",") },
      cookie,
    });
    expect(res.status).toBe(200);
    for (const [i, c] of sent.entries()) {
      const record = (await h.api.call("GET", `/viber/task/${c.id}`)).body;
      expect(res.body.items[i]).toEqual({ id: c.id, statistic: record.statistic });
      expect(record.statistic.sent).toBeGreaterThan(0);
    }
    expect(res.body.items[3]).toEqual({ id: 999_999, statistic: null });
    const bad = await callRoute(figures.GET, {
      method: "GET",
      path: "/api/viber/campaigns/figures",
      query: { ids: "1,x" },
      cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/viber/blacklist", () => {
  interface Entry {
    id: number;
    phone: string;
    add_date: string;
  }
  const read = (query: Record<string, string>) =>
    callRoute(blacklist.GET, { method: "GET", path: "/api/viber/blacklist", query, cookie });

  it("is newest added first over the whole list, oldest first or by number on request", async () => {
    const all = (
      (await h.api.call("GET", "/v2/viber-service/phone-exception?limit=1000")).body.data
        .list as Entry[]
    ).map((e) => e.add_date.replace(/\D/g, ""));
    const newest = [...all].sort().reverse();
    const first = await read({ limit: "50" });
    expect(first.body.total).toBe(all.length);
    expect((first.body.items as Entry[]).map((e) => e.add_date.replace(/\D/g, ""))).toEqual(
      newest.slice(0, 50),
    );
    const oldest = await read({ limit: "50", sort: "add_date" });
    expect((oldest.body.items as Entry[]).map((e) => e.add_date.replace(/\D/g, ""))).toEqual(
      [...all].sort().slice(0, 50),
    );
    const byPhone = (await read({ limit: "100", sort: "phone" })).body.items as Entry[];
    const phones = byPhone.map((e) => e.phone);
    expect(phones).toEqual([...phones].sort((a, b) => a.length - b.length || a.localeCompare(b)));
    expect((await read({ sort: "newest" })).status).toBe(400);
  });

  it("sorts a search's matches too", async () => {
    const res = await read({ q: "38050", sort: "add_date", limit: "100" });
    const items = res.body.items as Entry[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((e) => e.phone.includes("38050"))).toBe(true);
    const dates = items.map((e) => e.add_date.replace(/\D/g, ""));
    expect(dates).toEqual([...dates].sort());
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as campaignFigures } from "@/app/api/viber/campaigns/figures/route";
import { GET as listCampaigns } from "@/app/api/viber/campaigns/route";
import { upstream, type UpstreamClient } from "@/server/upstream";
import { BACKGROUND_LANE, currentParty, userLane, type Party } from "@/server/upstream/lanes";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";
import { until } from "./until";

/**
 * The campaign list and its figures are served stale-while-revalidate. The refresh
 * after a stale reply is nobody's wait: made in the viewer's lane, fifty figures from
 * one list page queued ahead of the viewer's next click (and past 20, refused it).
 * Each upstream call is recorded with the lanes it was made for.
 */
let h: ConsoleHarness;
const calls: { what: string; party: Party }[] = [];
let gate: Promise<void> | null = null;
let skew = 0;
let listPages = 0;

beforeAll(async () => {
  h = await startConsoleHarness({ seed: true });
  const real = upstream();
  const spy: UpstreamClient = {
    ...real,
    viber: {
      ...real.viber,
      getCampaign: (...args: Parameters<UpstreamClient["viber"]["getCampaign"]>) => {
        calls.push({ what: `campaign ${args[0]}`, party: currentParty() });
        return real.viber.getCampaign(...args);
      },
      listCampaigns: async (...args: Parameters<UpstreamClient["viber"]["listCampaigns"]>) => {
        calls.push({ what: "list", party: currentParty() });
        if (gate) await gate;
        return real.viber.listCampaigns(...args);
      },
    },
  };
  (globalThis as { __upstream?: UpstreamClient }).__upstream = spy;
  // the kept lists' clocks: a test moves past their freshness instead of waiting for it
  const now = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => now() + skew);
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await h?.close();
});

const lanesOf = (party: Party) => [...party.lanes].sort();

describe("stale-while-revalidate refreshes", () => {
  it("go in the background lane; the first reads in the viewer's", async () => {
    const cookie = await h.cookieFor("marketer");
    const viewer = userLane(await h.userId("marketer"));
    const list = () =>
      callRoute(listCampaigns, { method: "GET", path: "/api/viber/campaigns", cookie });
    const first = await list();
    expect(first.status).toBe(200);
    const ids = (first.body.items as { id: number }[]).slice(0, 10).map((c) => c.id);
    expect(ids).toHaveLength(10);
    const figures = () =>
      callRoute(campaignFigures, {
        method: "GET",
        path: "/api/viber/campaigns/figures",
        query: { ids: ids.join(",") },
        cookie,
      });
    expect((await figures()).status).toBe(200);
    // what someone waits for is made for them (the list is read in pages of 100)
    listPages = calls.filter((c) => c.what === "list").length;
    expect(listPages).toBeGreaterThan(0);
    expect(calls.map((c) => [c.what, lanesOf(c.party)])).toEqual([
      ...Array.from({ length: listPages }, () => ["list", [viewer]]),
      ...ids.map((id) => [`campaign ${id}`, [viewer]]),
    ]);

    calls.length = 0;
    skew += 60_000; // both kept reads are stale, neither is forgotten
    expect((await list()).status).toBe(200);
    const stale = await figures();
    expect(stale.status).toBe(200);
    expect(stale.body.items.map((x: { id: number }) => x.id)).toEqual(ids);
    await until(() => (calls.length === listPages + ids.length ? true : undefined));
    expect(calls.map((c) => [c.what, lanesOf(c.party)]).sort()).toEqual(
      [
        ...Array.from({ length: listPages }, () => ["list", [BACKGROUND_LANE]]),
        ...ids.map((id) => [`campaign ${id}`, [BACKGROUND_LANE]]),
      ].sort(),
    );
  });

  it("a person asking for a fresh list (no-cache) joins the refresh under way", async () => {
    const cookie = await h.cookieFor("support");
    const viewer = userLane(await h.userId("support"));
    let open!: () => void;
    gate = new Promise<void>((r) => (open = r));
    calls.length = 0;
    skew += 60_000;
    const list = (headers: Record<string, string> = {}) =>
      callRoute(listCampaigns, { method: "GET", path: "/api/viber/campaigns", cookie, headers });
    expect((await list()).status).toBe(200); // stale: the refresh starts, held at the gate
    await until(() => (calls.length === 1 ? true : undefined));
    const refresh = calls[0]!;
    expect(lanesOf(refresh.party)).toEqual([BACKGROUND_LANE]);

    const fresh = list({ "cache-control": "no-cache" });
    await until(() => (refresh.party.lanes.has(viewer) ? true : undefined));
    gate = null;
    open();
    expect((await fresh).status).toBe(200);
    expect(calls).toHaveLength(listPages); // one read for both
    expect(lanesOf(refresh.party)).toEqual([BACKGROUND_LANE, viewer].sort());
  });
});

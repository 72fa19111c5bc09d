// A campaign page's counters, charts and recipients come from one snapshot, and
// no snapshot outlives a change of the campaign's status (issue 12: "Sent 30"
// above a table of 15 recipients; "Sent 1 · Delivered 1" above "No recipients yet").
import { phones } from "@messaging-console/messaging-api/viber/test-fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { clearSnapshots } from "@/server/viber/recipient-snapshot-store";
import { MIN_RELOAD_MS } from "@/server/viber/recipient-snapshots";

import { loadRouteHandlers, type ConsoleHarness, type RouteHandler } from "./console-api";
import { getRoute, sendCampaign, startViberConsole } from "./viber-console";

let h: ConsoleHarness;
let cookie: string;
let routes: Map<string, RouteHandler>;
let id: number;

beforeAll(async () => {
  h = await startViberConsole();
  cookie = await h.cookieFor("marketer");
  routes = await loadRouteHandlers();
  clearSnapshots();
  id = await sendCampaign(h, { recipients: phones(400), stretch_time: 1 });
});
afterAll(() => h.close());

/** the console's upstream client keeps a campaign record for 2 s */
const pastRecordCache = () => new Promise((done) => setTimeout(done, 2_100));

const detail = async (summary = true) =>
  (
    await getRoute(routes, "GET /api/viber/campaigns/[id]", {
      params: { id: String(id) },
      query: summary ? {} : { summary: "false" },
      cookie,
    })
  ).body;
const recipients = async () =>
  (
    await getRoute(routes, "GET /api/viber/campaigns/[id]/recipients", {
      params: { id: String(id) },
      query: { limit: "10" },
      cookie,
    })
  ).body;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reply fields read freely
const agrees = (d: any) => {
  const s = d.campaign.statistic;
  const by: Record<string, number> = d.recipients.byStatus;
  const count = (...statuses: string[]) => statuses.reduce((n, k) => n + (by[k] ?? 0), 0);
  expect(count("error")).toBe(s.errors);
  expect(count("not delivered")).toBe(s.undelivered);
  expect(count("delivered and read", "read and a clickthrough followed")).toBe(s.read);
};

describe("one snapshot per campaign page", () => {
  it("never serves recipients read before the campaign's status changed", async () => {
    const before = await detail();
    expect(before.campaign.status).toBe("moderation");
    expect(before.recipients.total).toBe(0);
    expect((await recipients()).total).toBe(0);

    // past moderation and into sending on the Messaging API's clock
    await h.api.advance(3 * 60_000);
    await pastRecordCache();
    const record = (await detail(false)).campaign;
    expect(record.status).not.toBe("moderation");
    expect(record.statistic.sent).toBeGreaterThan(0);
    // a page of the table asked for right after: new recipients, not the empty list
    const page = await recipients();
    expect(page.total).toBeGreaterThan(0);
    expect(Date.parse(page.asOf)).toBeGreaterThan(Date.parse(before.asOf));
  });

  it("keeps counters, breakdown and table together, and reads again once they moved", async () => {
    const first = await detail();
    agrees(first);
    expect((await recipients()).asOf).toBe(first.asOf);

    // the campaign moves on: within the reload interval the snapshot holds (and agrees)
    await h.api.advance(2 * 60_000); // still sending (over an hour)
    await pastRecordCache();
    const moved = (await detail(false)).campaign.statistic;
    expect(moved).not.toEqual(first.campaign.statistic);
    const held = await detail();
    expect(held.asOf).toBe(first.asOf);
    expect(held.campaign.statistic).toEqual(first.campaign.statistic);
    agrees(held);

    // …and after it, a new snapshot with the new figures, the table with it
    const now = Date.now();
    const spy = vi.spyOn(Date, "now").mockImplementation(() => now + MIN_RELOAD_MS + 1);
    try {
      const next = await detail();
      expect(next.asOf).not.toBe(first.asOf);
      expect(next.campaign.statistic).toEqual(moved);
      agrees(next);
      expect((await recipients()).asOf).toBe(next.asOf);
    } finally {
      spy.mockRestore();
    }
  });

  it("a table page read before any record (prefetches side by side) is the page's snapshot", async () => {
    const other = await sendCampaign(h, { recipients: phones(50, 380670000000) });
    const get = (route: string, query: Record<string, string>) =>
      getRoute(routes, route, { params: { id: String(other) }, query, cookie });
    const page = (await get("GET /api/viber/campaigns/[id]/recipients", { limit: "10" })).body;
    const summary = (await get("GET /api/viber/campaigns/[id]", {})).body;
    expect(summary.asOf).toBe(page.asOf);
  });
});

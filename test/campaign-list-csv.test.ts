import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as listCampaigns } from "@/app/api/viber/campaigns/route";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * The campaign list's CSV sums each sent campaign's cost from its recipients. When
 * those cannot be read the cell stays empty, and the file's name says how many.
 */
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: true });
}, 120_000);
afterAll(() => h?.close());

const csv = async (cookie: string, q: string) => {
  const res = await callRoute(listCampaigns, {
    method: "GET",
    path: "/api/viber/campaigns",
    query: { format: "csv", q },
    cookie,
  });
  expect(res.status).toBe(200);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  const [header, ...rows] = (res.body as string).trim().split(/\r?\n/);
  const cost = header!.split(",").indexOf("cost");
  return { name, costs: rows.map((r) => r.split(",")[cost]) };
};

describe("the campaign list's CSV", () => {
  it("names the costs it could not read", async () => {
    const cookie = await h.cookieFor("marketer");
    const list = await callRoute(listCampaigns, {
      method: "GET",
      path: "/api/viber/campaigns",
      query: { status: "sent", limit: "100" },
      cookie,
    });
    // a sent campaign whose name no other campaign's contains, and no comma to split on
    const items = list.body.items as { id: number; name: string }[];
    const sent = items.find(
      (c) => !c.name.includes(",") && items.filter((o) => o.name.includes(c.name)).length === 1,
    )!;
    expect(sent).toBeDefined();

    await h.api.setFaults({
      match: `/viber/task/${sent.id}/recipients`,
      errorBurst: { count: 1_000, status: 503 },
    });
    try {
      const unread = await csv(cookie, sent.name);
      expect(unread).toEqual({ name: "campaigns-1-cost-unread.csv", costs: [""] });
    } finally {
      await h.api.resetFaults();
    }
    const read = await csv(cookie, sent.name);
    expect(read.name).toBe("campaigns.csv");
    expect(read.costs[0]).toMatch(/^\d+\.\d{4}$/);
  });
});

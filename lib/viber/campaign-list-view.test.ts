import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CAMPAIGN_SORTS } from "@/lib/schemas/queries";
import type { Campaign } from "@/lib/schemas/resources";

import { campaignView, hasFigures, statusKey, WAITING } from "./campaign-list-view";

const campaign = (id: number, name: string, status: string | null, send: string, created: string) =>
  ({ id, name, status, send_date: send, created }) as Campaign;

const rows = [
  campaign(1, "Black Friday — all customers", "sent", "2026-11-01 10:00:00", "2026-10-30 09:00:00"),
  campaign(2, "Spring sale", null, "2026-12-01 10:00:00", "2026-11-20 09:00:00"),
  campaign(3, "Spring sale — VIP", "moderation", "2026-11-25 10:00:00", "2026-11-24 09:00:00"),
  campaign(12, "Order ready", "send", "2026-11-24 08:00:00", "2026-11-24 07:00:00"),
  campaign(13, "No date", "sent", "", "2026-11-24 07:00:00"),
];
const ids = (list: Campaign[]) => list.map((c) => c.id);

describe("campaignView", () => {
  it("searches names in any case, or an id with or without #", () => {
    expect(ids(campaignView(rows, { q: "SPRING", sort: "-created" }).rows)).toEqual([3, 2]);
    expect(ids(campaignView(rows, { q: "#12", sort: "-created" }).rows)).toEqual([12]);
    expect(ids(campaignView(rows, { q: "1", sort: "-created" }).rows)).toEqual([1]);
  });

  it("filters by status, waiting being null, and counts the search's matches per status", () => {
    const view = campaignView(rows, { q: "spring", status: WAITING, sort: "-created" });
    expect(ids(view.rows)).toEqual([2]);
    expect(view.statusCounts).toEqual({ waiting: 1, moderation: 1 });
  });

  it("keeps the campaigns whose send day is within the range, both ends included", () => {
    const view = campaignView(rows, { from: "2026-11-24", to: "2026-11-25", sort: "send_date" });
    expect(ids(view.rows)).toEqual([12, 3]);
    expect(view.statusCounts).toEqual({ send: 1, moderation: 1 });
    expect(ids(campaignView(rows, { from: "2026-11-25", sort: "send_date" }).rows)).toEqual([3, 2]);
    expect(ids(campaignView(rows, { to: "2026-11-01", sort: "send_date" }).rows)).toEqual([1]);
  });

  it("orders by send date either way, a campaign without one last; ties by the newer id", () => {
    expect(ids(campaignView(rows, { sort: "send_date" }).rows)).toEqual([1, 12, 3, 2, 13]);
    expect(ids(campaignView(rows, { sort: "-send_date" }).rows)).toEqual([2, 3, 12, 1, 13]);
    expect(ids(campaignView(rows, { sort: "created" }).rows)).toEqual([1, 2, 13, 12, 3]);
  });

  it("keeps exactly the matching campaigns, in order, and never changes its input", () => {
    const date = fc
      .date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 19).replace("T", " "));
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        name: fc.constantFrom("Sale", "sale two", "News", "Promo"),
        status: fc.constantFrom(null, "moderation", "send", "sent", "paused"),
        send_date: date,
        created: date,
      }),
      { selector: (c) => c.id, maxLength: 60 },
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom(undefined, "sale", "news"),
        fc.constantFrom(undefined, WAITING, "sent", "paused"),
        fc.constantFrom(...CAMPAIGN_SORTS),
        (list, q, status, sort) => {
          const input = list as Campaign[];
          const copy = JSON.stringify(input);
          const { rows: out } = campaignView(input, { q, status, sort });
          const want = input.filter(
            (c) =>
              (!q || c.name.toLowerCase().includes(q)) &&
              (!status || statusKey(c.status) === status),
          );
          expect(new Set(ids(out))).toEqual(new Set(ids(want)));
          const field = sort.replace("-", "") as "send_date" | "created";
          for (let i = 1; i < out.length; i++) {
            const [a, b] = [out[i - 1]![field], out[i]![field]];
            expect(sort.startsWith("-") ? a >= b : a <= b).toBe(true);
          }
          expect(JSON.stringify(input)).toBe(copy);
        },
      ),
    );
  });
});

describe("hasFigures", () => {
  it("is false only before sending starts", () => {
    expect([null, "moderation", "send", "sent", "paused"].map(hasFigures)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});

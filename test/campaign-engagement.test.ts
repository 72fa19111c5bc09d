// Engagement groups through the recipients route (issue 15): group= filters the
// page and the CSV export, checked against the embedded Messaging API's own
// recipient statuses over HTTP.
import { phones } from "@messaging-console/messaging-api/viber/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ENGAGEMENT_GROUPS, inEngagementGroup } from "@/lib/schemas/viber/engagement";
import { clearSnapshots } from "@/server/viber/recipient-snapshot-store";

import { loadRouteHandlers, type ConsoleHarness, type RouteHandler } from "./console-api";
import { getRoute, sendCampaign, startViberConsole } from "./viber-console";

let h: ConsoleHarness;
let routes: Map<string, RouteHandler>;
let id: number;
/** phone → status, as the Messaging API has them */
let upstream: Map<string, string>;

beforeAll(async () => {
  h = await startViberConsole();
  routes = await loadRouteHandlers();
  clearSnapshots();
  id = await sendCampaign(h, {
    recipients: phones(1000),
    additional: { button: { text: "Shop now", link: "https://shop.example/sale" } },
  });
  // past moderation and sending, then past the message's live time: every read and click in
  for (const minutes of [3, 5, 24 * 60]) await h.api.advance(minutes * 60_000);
  const reply = await h.api.call("GET", `/viber/task/${id}/recipients`);
  const rows = reply.body.recipients as { phone: number | string; status: string }[];
  upstream = new Map(rows.map((r) => [String(r.phone), r.status]));
}, 120_000);
afterAll(() => h?.close());

const recipients = async (query: Record<string, string>, role = "marketer") =>
  getRoute(routes, "GET /api/viber/campaigns/[id]/recipients", {
    params: { id: String(id) },
    query,
    cookie: await h.cookieFor(role as "marketer"),
  });

const expected = (group: (typeof ENGAGEMENT_GROUPS)[number]) =>
  [...upstream].filter(([, s]) => inEngagementGroup(s, group)).map(([p]) => p);

describe("GET /api/viber/campaigns/[id]/recipients?group=", () => {
  it("has someone in every group in this campaign (or the test proves nothing)", () => {
    for (const g of ENGAGEMENT_GROUPS) expect(expected(g).length).toBeGreaterThan(0);
    expect(expected("clicked").length).toBeLessThan(expected("read").length);
  });

  it("serves each group whole in one page of up to 1,000, with its total", async () => {
    for (const group of ENGAGEMENT_GROUPS) {
      const res = await recipients({ group, limit: "1000" });
      expect(res.status).toBe(200);
      const got = (res.body.items as { phone: string }[]).map((r) => r.phone);
      expect(res.body.total).toBe(expected(group).length);
      expect(got.sort()).toEqual(expected(group).sort());
    }
  });

  it("exports a group as CSV: the table's columns, only the group's phones", async () => {
    const res = await recipients({ group: "clicked", format: "csv" }, "support");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toContain(`campaign-${id}-clicked.csv`);
    const [header, ...lines] = String(res.body).trim().split(/\r?\n/);
    expect(header).toBe("phone,status,send_date,last_update,price,currency,address_book_id");
    const rows = lines.map((l) => l.split(","));
    expect(rows.map((r) => r[0]).sort()).toEqual(expected("clicked").sort());
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(["read and a clickthrough followed"]));
  });

  it("refuses an unknown group or a page over 1,000 with a 400 naming the field", async () => {
    const before = h.api.received({ method: "GET" }).length;
    const bad: Record<string, string>[] = [{ group: "clickers" }, { group: "" }, { limit: "1001" }];
    for (const query of bad) {
      const res = await recipients(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(Object.keys(res.body.error.fields)).toEqual([`query.${Object.keys(query)[0]}`]);
    }
    expect(h.api.received({ method: "GET" }).length).toBe(before);
  });
});

import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { promoBody } from "@messaging-console/messaging-api/viber/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as batchRecipientsRoute from "@/app/api/viber/campaigns/groups/[batch]/recipients/route";
import * as retryRoute from "@/app/api/viber/campaigns/groups/[batch]/retry/route";
import * as groupsRoute from "@/app/api/viber/campaigns/groups/route";
import * as listRoute from "@/app/api/viber/campaigns/route";
import { db } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";
import { releaseDue } from "@/server/held-campaigns/release";
import { getBatch, holdCampaigns } from "@/server/held-campaigns/store";
import { upstream, UpstreamError } from "@/server/upstream";
import { forgetCampaignList } from "@/server/viber/campaign-list";
import { sendGroupLinks } from "@/server/viber/send-group-links";

import { callRoute, type ConsoleHarness } from "./console-api";
import { sendCampaign, startViberConsole } from "./viber-console";

// A campaign at 10:00 in each recipient's own time, through the console's route,
// kept in the console and released group by group as the clock reaches each.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startViberConsole();
}, 240_000);
afterAll(() => h?.close());

const KYIV = "380501234567";
const TOKYO = "819012345678";
const NEW_YORK = "12015550123";

const create = (cookie: string, key: string, date: string) =>
  callRoute(groupsRoute.POST, {
    method: "POST",
    path: "/api/viber/campaigns/groups",
    cookie,
    idempotencyKey: key,
    body: {
      campaign: promoBody({ task_name: `Local ${key}`, recipients: [KYIV, TOKYO, NEW_YORK] }),
      delivery: { mode: "local", date, time: "10:00" },
    },
  });
const upstreamCreates = () =>
  h.api.received({ method: "POST" }).filter((c) => c.path === "/viber").length;

describe("a campaign at each recipient's own time", () => {
  it("is held as three groups at the right UTC times, once for its key", async () => {
    const cookie = await h.cookieFor("marketer");
    const before = upstreamCreates();
    // later than the other tests' clocks, so their releases leave it held
    const a = await create(cookie, "local-a-0001", "2032-01-06");
    expect(a.status).toBe(200);
    expect(
      a.body.groups.map((g: { zone: string; sendAt: string; status: string }) => [
        g.zone,
        g.sendAt,
        g.status,
      ]),
    ).toEqual([
      ["Asia/Tokyo", "2032-01-06T01:00:00.000Z", "held"],
      ["Europe/Kyiv", "2032-01-06T08:00:00.000Z", "held"],
      ["America/New_York", "2032-01-06T15:00:00.000Z", "held"],
    ]);
    const again = await create(cookie, "local-a-0001", "2032-01-06");
    expect(again.body).toEqual(a.body);
    expect(upstreamCreates()).toBe(before);
  });

  it("goes upstream group by group as each time comes, with its own send time", async () => {
    const cookie = await h.cookieFor("marketer");
    const made = await create(cookie, "local-b-0001", "2031-04-04");
    const before = upstreamCreates();
    // a minute before each group's time (Kyiv is on summer time by then, New York too)
    for (const [now, sendDate] of [
      ["2031-04-04T00:59:00Z", "2031-04-04 01:00:00"],
      ["2031-04-04T06:59:00Z", "2031-04-04 07:00:00"],
      ["2031-04-04T13:59:00Z", "2031-04-04 14:00:00"],
    ] as const) {
      const run = await releaseDue({ now: new Date(now) });
      const sent = run.sent.filter((r) => r.batchId === made.body.batchId);
      expect(sent.map((r) => r.payload.send_date)).toEqual([sendDate]);
      // the Messaging API holds it for that time
      expect((await upstream().viber.getCampaign(sent[0]!.upstreamId!)).send_date).toBe(sendDate);
    }
    expect(upstreamCreates() - before).toBe(3);
    // the campaign list leads from each of the three to the whole campaign
    const ids = (await getBatch(made.body.batchId as string)).map((r) => r.upstreamId!);
    const links = await sendGroupLinks(ids);
    expect(ids.map((id) => links.get(id))).toEqual(
      ids.map(() => ({ batchId: made.body.batchId as string, of: 3 })),
    );
    // the campaign list shows them as one campaign under its name, its groups listed
    forgetCampaignList();
    const list = await callRoute(listRoute.GET, {
      method: "GET",
      path: "/api/viber/campaigns",
      query: { q: "Local local-b-0001", limit: "100" },
      cookie,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].name).toBe("Local local-b-0001");
    expect(list.body.items[0].sendGroup).toEqual({
      batchId: made.body.batchId,
      of: 3,
      ids: [...ids].sort((a, b) => a - b),
    });
    const all = await callRoute(listRoute.GET, {
      method: "GET",
      path: "/api/viber/campaigns",
      query: { limit: "100" },
      cookie,
    });
    const listed = all.body.items.map((c: { id: number }) => c.id);
    expect(ids.filter((id) => listed.includes(id))).toHaveLength(1);
  });

  it("says which group failed, and a retry sends only that one", async () => {
    const cookie = await h.cookieFor("marketer");
    const made = await create(cookie, "local-c-0001", "2031-05-05");
    const batch = made.body.batchId as string;
    await releaseDue({ now: new Date("2031-05-05T00:59:00Z") });
    const refused = new UpstreamError("upstream_rejected", "The sender is blocked.");
    const run = await releaseDue({
      now: new Date("2031-05-05T06:59:00Z"),
      send: () => Promise.reject(refused),
    });
    expect(run.failed.map((r) => r.batchId)).toEqual([batch]);
    const before = upstreamCreates();
    const retried = await callRoute(retryRoute.POST, {
      method: "POST",
      path: `/api/viber/campaigns/groups/${batch}/retry`,
      params: { batch },
      cookie,
      idempotencyKey: "retry-c-0001",
      body: {},
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(
      retried.body.groups.map((g: { zone: string; status: string }) => [g.zone, g.status]),
    ).toEqual([
      ["Asia/Tokyo", "sent"],
      ["Europe/Kyiv", "held"],
      ["America/New_York", "held"],
    ]);
    const again = await releaseDue({ now: new Date("2031-05-05T06:59:30Z") });
    expect(again.sent.map((r) => r.payload.send_date)).toEqual(["2031-05-05 07:00:00"]);
    expect(upstreamCreates() - before).toBe(1);
  });

  it("reads every sent group's recipients as one list, for the export and a new campaign", async () => {
    const cookie = await h.cookieFor("marketer");
    // two groups already out (sent now through the Messaging API), a phone in both
    const a = await sendCampaign(h, { recipients: [KYIV, TOKYO] });
    const b = await sendCampaign(h, { recipients: [NEW_YORK, TOKYO] });
    const rows = await holdCampaigns({
      authorId: await h.userId("marketer"),
      needsApproval: false,
      parts: [a, b].map(() => ({
        payload: promoBody({ task_name: "Local export" }) as ViberCampaignCreate,
        sendAt: null,
        recipientCount: 2,
      })),
    });
    const d = await db();
    for (const [i, id] of [a, b].entries())
      await d
        .update(heldCampaigns)
        .set({ upstreamId: id, status: "sent" })
        .where(eq(heldCampaigns.id, rows[i]!.id));
    await h.api.advance(5 * 60_000);
    const batch = rows[0]!.batchId;
    const read = (query: Record<string, string>) =>
      callRoute(batchRecipientsRoute.GET, {
        method: "GET",
        path: `/api/viber/campaigns/groups/${batch}/recipients`,
        params: { batch },
        query,
        cookie,
      });
    const page = await read({ limit: "100" });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.items.map((r: { phone: string }) => r.phone).sort()).toEqual(
      [KYIV, TOKYO, NEW_YORK].sort(),
    );
    expect(page.body.summary.total).toBe(3);
    const csv = await read({ format: "csv" });
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    for (const phone of [KYIV, NEW_YORK]) expect(text).toContain(phone);
    expect(text.split(TOKYO)).toHaveLength(2);
  });
});

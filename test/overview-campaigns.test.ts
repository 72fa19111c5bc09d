// The overview's campaign tiles come from the campaign list alone: one slow campaign
// record (its figures) must not hold them (issue 12: "~4 s of skeletons").
import { phones } from "@messaging-console/messaging-api/viber/test-fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";

import { loadRouteHandlers, type ConsoleHarness } from "./console-api";
import { getRoute, sendCampaign, startViberConsole } from "./viber-console";

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startViberConsole();
});
afterAll(() => h.close());

it("reads only the list: sending and waiting campaigns by name, no record per campaign", async () => {
  const later = new Date(h.api.clock.nowMs() + 3 * 86_400_000).toISOString();
  for (const [name, sendDate] of [
    ["Now", "now"],
    ["Later", `${later.slice(0, 10)} ${later.slice(11, 19)}`],
  ] as const)
    await sendCampaign(h, { task_name: name, send_date: sendDate, recipients: phones(5) });
  await h.api.advance(2 * 60_000 + 5_000); // "Now" out of moderation, sending; "Later" waits
  h.api.clearCalls();

  const routes = await loadRouteHandlers();
  const reply = await getRoute(routes, "GET /api/overview/campaigns", {
    cookie: await h.cookieFor("support"),
  });
  expect(reply.status).toBe(200);
  expect(reply.body.sendingNow.map((c: { name: string }) => c.name)).toEqual(["Now"]);
  expect(reply.body.waiting.map((c: { name: string }) => c.name)).toEqual(["Later"]);
  expect(reply.body.latest).toHaveLength(2);
  // the list, and nothing per campaign: the figures are the page's own, separate read
  expect(h.api.received({ pathPrefix: "/viber/task/" })).toEqual([]);
  expect(h.api.received({ pathPrefix: "/viber/task" }).length).toBeGreaterThan(0);
});

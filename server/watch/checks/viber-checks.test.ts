import { phones, promoBody } from "@messaging-console/messaging-api/viber/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/server/db/client";
import { watchEvents } from "@/server/db/schema";
import { forgetCampaignList } from "@/server/viber/campaign-list";
import { changeRule } from "@/server/watch/rule-settings";
import type { ConsoleHarness } from "@/test/console-api";
import { startViberConsole } from "@/test/viber-console";

import { checkCampaigns } from "./campaigns";

// The Viber rules against the embedded Messaging API over HTTP: one campaign
// through moderation, sending (with failures forced in its recipients) and sent.
const MIN = 60_000;
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startViberConsole();
});
afterAll(() => h.close());

const events = async (ruleId: string) =>
  (await db()).select().from(watchEvents).where(eq(watchEvents.ruleId, ruleId));
const check = async () => {
  forgetCampaignList();
  await checkCampaigns(h.api.clock.nowMs());
};

describe("Viber campaign rules", () => {
  it("moderation too long, failures while sending, and one summary once it has sent", async () => {
    await changeRule("viber.moderation", { params: { hours: 0.1 } });
    await changeRule("viber.errors", { params: { rate: 10, minSent: 30 } });
    const created = await h.api.call(
      "POST",
      "/viber",
      promoBody({ task_name: "Watched sale", recipients: phones(60) }),
    );
    const id = Number(created.body.data.task_id);
    await h.api.db.query(
      `UPDATE viber_campaigns SET moderation_until = $2, created = $3 WHERE id = $1`,
      [id, new Date(h.api.clock.nowMs() + 10 * MIN), new Date(h.api.clock.nowMs() - 7 * MIN)],
    );
    await check();
    const moderation = await events("viber.moderation");
    expect(moderation.map((e) => [e.type, e.subject])).toEqual([["alert.fired", String(id)]]);
    expect(moderation[0]!.title).toMatch(/^“Watched sale” has been in moderation for 0\.\d hours$/);
    expect(moderation[0]!.link).toBe(`/viber/campaigns/${id}`);

    // out of moderation and sending; a third of its messages fail
    await h.api.advance(12 * MIN);
    await h.api.db.query(
      `UPDATE viber_campaigns SET status = 'send', sending_until = $2 WHERE id = $1`,
      [id, new Date(h.api.clock.nowMs() + 60 * MIN)],
    );
    await h.api.db.query(
      `UPDATE viber_recipients SET status = 'error' WHERE campaign_id = $1 AND phone % 3 = 0`,
      [id],
    );
    expect((await h.api.call("GET", `/viber/task/${id}`)).body.status).toBe("send");
    await check();
    await check();
    expect((await events("viber.moderation")).map((e) => e.type)).toEqual([
      "alert.fired",
      "alert.resolved",
    ]);
    const errors = await events("viber.errors");
    expect(errors.map((e) => e.type)).toEqual(["alert.fired"]);
    expect(errors[0]!.summary).toMatch(/^Undelivered and failed messages of “Watched sale”: \d+ %/);

    // sent: the summary once, however many checks race for it
    await h.api.advance(61 * MIN);
    forgetCampaignList();
    await Promise.all([1, 2, 3].map(() => checkCampaigns(h.api.clock.nowMs())));
    await check();
    const finished = await events("viber.finished");
    expect(finished).toHaveLength(1);
    expect(finished[0]!.type).toBe("campaign.finished");
    expect(finished[0]!.summary).toMatch(/^Sent \d+, delivered \d+, read \d+, clicked \d+\. /);
    expect((await events("viber.errors")).map((e) => e.type)).toEqual([
      "alert.fired",
      "alert.resolved",
    ]);
  });
});

import "server-only";

import { and, eq, inArray } from "drizzle-orm";

import type { Campaign, CampaignCounters } from "@/lib/schemas/resources";
import { campaignRates } from "@/lib/viber/rates";
import { db } from "@/server/db/client";
import { watchConditions } from "@/server/db/schema";
import { upstream } from "@/server/upstream";
import { campaignFigures } from "@/server/viber/campaign-figures";
import { publish } from "@/server/watch/events";

import { median } from "./unsubscribes";

/**
 * "Campaign finished", once per campaign across all instances: a campaign the
 * watch saw live gets a row (state ok); the instance that turns it to firing
 * once the campaign is sent is the one that announces it. Campaigns already sent
 * before the console watched them are never announced.
 */
const RULE = "viber.finished";

export async function markLive(ids: number[]): Promise<void> {
  if (!ids.length) return;
  await (
    await db()
  )
    .insert(watchConditions)
    .values(ids.map((id) => ({ ruleId: RULE, subject: String(id), state: "ok" as const })))
    .onConflictDoNothing();
}

export async function announceFinished(items: Campaign[]): Promise<void> {
  const sent = items.filter((c) => c.status === "sent");
  if (!sent.length) return;
  const database = await db();
  const waiting = await database
    .select({ subject: watchConditions.subject })
    .from(watchConditions)
    .where(
      and(
        eq(watchConditions.ruleId, RULE),
        eq(watchConditions.state, "ok"),
        inArray(
          watchConditions.subject,
          sent.map((c) => String(c.id)),
        ),
      ),
    );
  for (const { subject } of waiting) {
    const claim = and(eq(watchConditions.ruleId, RULE), eq(watchConditions.subject, subject));
    const [won] = await database
      .update(watchConditions)
      .set({ state: "firing" })
      .where(and(claim, eq(watchConditions.state, "ok")))
      .returning();
    if (!won) continue; // another instance announces it
    const campaign = sent.find((c) => String(c.id) === subject)!;
    await announce(campaign, sent).catch(async (err: unknown) => {
      await database.update(watchConditions).set({ state: "ok" }).where(claim);
      throw err;
    });
  }
}

const RATES = [
  ["delivery", "delivered"],
  ["read", "read"],
  ["clickthrough", "clicked"],
] as const;

async function announce(c: Campaign, sent: Campaign[]): Promise<void> {
  const f = (await upstream().viber.getCampaign(c.id, { fresh: true })).statistic;
  const previous = sent.filter((x) => x.id !== c.id).slice(0, 10);
  const others = (await campaignFigures(previous.map((x) => x.id))).items.flatMap((x) =>
    x.statistic ? [x.statistic] : [],
  );
  const words = ratesBeside(f, others);
  await publish(
    "campaign.finished",
    {
      title: `“${c.name}” finished sending`,
      summary: `Sent ${f.sent}, delivered ${f.delivered}, read ${f.read}, clicked ${f.redirected}. ${words}`,
      link: `/viber/campaigns/${c.id}`,
      severity: "info",
      permission: "campaigns:read",
    },
    {
      what: `Figures of “${c.name}”`,
      value: `sent ${f.sent}, delivered ${f.delivered}, read ${f.read}, clicked ${f.redirected}`,
      window: "when it finished sending",
      threshold: `beside the median of the last ${others.length} campaigns`,
      counters: f,
    },
    RULE,
    String(c.id),
  );
}

/** "Delivered 93 % (median 95 %), read 40 % (median 38 %), clicked 5 % (median 4 %)." */
export function ratesBeside(f: CampaignCounters, others: CampaignCounters[]): string {
  const mine = campaignRates(f);
  const theirs = others.map(campaignRates);
  const pct = (x: number | null) => (x === null ? "—" : `${Math.round(x * 100)} %`);
  const parts = RATES.map(([key, label]) => {
    const values = theirs.flatMap((r) => (r[key] === null ? [] : [r[key]]));
    const typical = values.length ? ` (median ${pct(median(values))})` : "";
    return `${label} ${pct(mine[key])}${typical}`;
  });
  const text = parts.join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

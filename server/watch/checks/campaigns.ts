import "server-only";

import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { Campaign } from "@/lib/schemas/resources";
import { isCampaignLive } from "@/lib/viber/statuses";
import { env } from "@/server/env";
import { campaignFigures } from "@/server/viber/campaign-figures";
import { allCampaigns } from "@/server/viber/campaign-list";

import { firingSubjects, percent, registerCheck, report } from "./check";
import { announceFinished, markLive } from "./finished";

/**
 * Viber campaigns: the list comes from the console's cache (a few calls a
 * minute whatever the number of campaigns); only campaigns that are sending
 * have their counters read each minute. A campaign in moderation too long or
 * refused needs no more than the list; a finished one is summarised once.
 */
const isRefused = (status: string | null) => !!status && /refus|reject|declin/i.test(status);

export const checkCampaigns = registerCheck(
  "watch-campaigns",
  ["viber.finished", "viber.errors", "viber.moderation", "viber.refused"],
  async (s, now) => {
    const timeZone = env().MESSAGING_API_TIMEZONE;
    const { items } = await allCampaigns();
    const live = items.filter((c) => isCampaignLive(c.status));
    if (s["viber.finished"].enabled) {
      await markLive(live.map((c) => c.id));
      await announceFinished(items);
    }

    if (s["viber.moderation"].enabled) {
      const { hours = 2 } = s["viber.moderation"].params;
      const waiting = new Map<string, Campaign | null>(
        items.filter((c) => c.status === "moderation").map((c) => [String(c.id), c]),
      );
      // one that fired and left moderation (or the list) is measured as gone: it resolves
      for (const id of await firingSubjects("viber.moderation"))
        if (!waiting.has(id)) waiting.set(id, null);
      for (const [id, c] of waiting) {
        const since = c ? (parseUpstreamDate(c.created, timeZone) ?? now) : now;
        const waited = (now - since) / 3_600_000;
        await report({
          ruleId: "viber.moderation",
          subject: id,
          holds: !!c && waited > hours,
          measured: {
            what: c ? `Time in moderation of “${c.name}”` : `Campaign ${id}`,
            value: c ? `${waited.toFixed(1)} hours` : "no longer in moderation",
            window: "since it was created",
            threshold: `more than ${hours} hours`,
          },
          link: `/viber/campaigns/${encodeURIComponent(id)}`,
          fired: c ? `“${c.name}” has been in moderation for ${waited.toFixed(1)} hours` : "",
          resolved: `Campaign ${c ? `“${c.name}”` : id} left moderation`,
        });
      }
    }

    if (s["viber.refused"].enabled)
      for (const c of items.filter((x) => isRefused(x.status)))
        await report({
          ruleId: "viber.refused",
          subject: String(c.id),
          holds: true,
          measured: {
            what: `Moderation of “${c.name}”`,
            value: c.status ?? "",
            threshold: "refused",
          },
          link: `/viber/campaigns/${c.id}`,
          fired: `Moderation refused “${c.name}”`,
          resolved: "",
          severity: "critical",
        });

    if (s["viber.errors"].enabled) {
      const { rate = 10, minSent = 50 } = s["viber.errors"].params;
      const sending = items.filter((c) => c.status === "send");
      const ids = new Set(sending.map((c) => c.id));
      const figures = await campaignFigures([...ids]);
      const firing = await firingSubjects("viber.errors");
      for (const id of firing)
        if (!ids.has(Number(id))) figures.items.push({ id: Number(id), statistic: null });
      for (const { id, statistic: f } of figures.items) {
        const c = sending.find((x) => x.id === id);
        const tried = f ? f.sent + f.errors : 0;
        const failed = f ? f.undelivered + f.errors : 0;
        const share = tried ? (failed / tried) * 100 : 0;
        if (!f && c) continue; // counters not read this time: judged next minute
        await report({
          ruleId: "viber.errors",
          subject: String(id),
          holds: !!c && tried >= minSent && share >= rate,
          measured: {
            what: `Undelivered and failed messages of “${c?.name ?? id}”`,
            value: `${percent(share)} (${failed} of ${tried})`,
            window: "since it started sending",
            threshold: `${percent(rate)} of at least ${minSent}`,
            rate: share,
          },
          link: `/viber/campaigns/${id}`,
          fired: `“${c?.name}” fails ${percent(share)} of its messages while sending`,
          resolved: `Campaign ${c ? `“${c.name}”` : id} is no longer failing (${c ? "under the threshold" : "done sending"})`,
        });
      }
    }
  },
);

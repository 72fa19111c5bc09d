import "server-only";

import type { CampaignActivity } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

import { cachedFor } from "./cached";

const LATEST = 5;
/** How far back "sending now" looks: the newest page of campaigns. */
const SCAN = 50;

const cache = cachedFor<CampaignActivity>(15_000);

/**
 * The newest campaigns, those sending right now and those waiting to go out:
 * one upstream call, so the tiles show as soon as the list is in; each latest
 * campaign's delivery figures arrive on their own (one slow or failing campaign
 * holds nothing else).
 */
export function campaignActivity(): Promise<CampaignActivity> {
  return cache("campaigns", async () => {
    const { items } = await upstream().viber.listCampaigns({ limit: SCAN, offset: 0 });
    const waiting = items.filter((c) => c.status === "moderation" || c.status === null);
    return {
      latest: items.slice(0, LATEST),
      sendingNow: items.filter((c) => c.status === "send"),
      waiting,
      scheduled: waiting.length,
    };
  });
}

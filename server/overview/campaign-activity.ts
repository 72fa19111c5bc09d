import "server-only";

import type { CampaignActivity } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

import { cachedFor } from "./cached";

const LATEST = 5;
const SCAN = 50;

const cache = cachedFor<CampaignActivity>(15_000);

/** One upstream call for the tiles; each campaign's figures come on their own, so one slow one holds nothing. */
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

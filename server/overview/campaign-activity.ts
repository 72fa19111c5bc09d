import "server-only";

import type { Campaign, CampaignCounters } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

import { cachedFor } from "./cached";

const LATEST = 5;
/** How far back "sending now" looks: the newest page of campaigns. */
const SCAN = 50;

export interface CampaignActivity {
  latest: (Campaign & { statistic: CampaignCounters | null })[];
  sendingNow: Campaign[];
  /** campaigns waiting in moderation or for their send date, among the newest */
  scheduled: number;
}

const cache = cachedFor<CampaignActivity>(15_000);

/** The newest campaigns with their counters, and those sending right now. */
export function campaignActivity(): Promise<CampaignActivity> {
  return cache("campaigns", async () => {
    const api = upstream().viber;
    const { items } = await api.listCampaigns({ limit: SCAN, offset: 0 });
    const latest = await Promise.all(
      items.slice(0, LATEST).map(async (c) => ({
        ...c,
        // one campaign's statistics failing does not hide the others
        statistic: await api
          .getCampaign(c.id)
          .then((s) => s.statistic)
          .catch(() => null),
      })),
    );
    return {
      latest,
      sendingNow: items.filter((c) => c.status === "send"),
      scheduled: items.filter((c) => c.status === "moderation" || c.status === null).length,
    };
  });
}

import { apiRoutes } from "@/lib/api-routes";
import { campaignViewQuery, idParams } from "@/lib/schemas/queries";
import type { CampaignDetail } from "@/lib/schemas/resources";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { noteCampaign, snapshotWith } from "@/server/viber/recipient-snapshots";
import { summarise, timelineOf } from "@/server/viber/recipients-view";

// GET /api/viber/campaigns/[id] — the campaign with its statistics, status breakdown and delivery timeline,
// all from one snapshot (summary=false: the record and counters alone, without reading the recipients)
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/[id]"],
  { params: idParams, query: campaignViewQuery },
  async ({ params, query }): Promise<CampaignDetail> => {
    // one after the other: an unknown id fails fast, and the record never waits
    // behind a 100,000-recipient reply on an upstream that answers one at a time
    const campaign = await upstream().viber.getCampaign(params.id);
    if (!query.summary) {
      noteCampaign(campaign);
      return { campaign, recipients: null, timeline: [], bucketMinutes: 1, asOf: null };
    }
    const snapshot = await snapshotWith(campaign).catch(() => null);
    if (!snapshot)
      return { campaign, recipients: null, timeline: [], bucketMinutes: 1, asOf: null };
    // let a waiting page of recipients (the first rows on screen) go out before the summary's work
    await new Promise((done) => setImmediate(done));
    const timeline = timelineOf(snapshot.rows);
    return {
      campaign: snapshot.campaign ?? campaign,
      recipients: summarise(snapshot.rows),
      timeline: timeline.points,
      bucketMinutes: timeline.bucketMinutes,
      asOf: new Date(snapshot.at).toISOString(),
    };
  },
);

import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { campaignRecipients, deliveryTimeline, summarise } from "@/server/viber/recipients-view";

// GET /api/viber/campaigns/[id] — the campaign with its statistics, status breakdown and delivery timeline
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/[id]"],
  { params: idParams },
  async ({ params }) => {
    const campaign = await upstream().viber.getCampaign(params.id);
    const recipients = await campaignRecipients(params.id).catch(() => null);
    return {
      campaign,
      recipients: recipients ? { total: recipients.length, ...summarise(recipients) } : null,
      timeline: recipients ? deliveryTimeline(recipients) : [],
    };
  },
);

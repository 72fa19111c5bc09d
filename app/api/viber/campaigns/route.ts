import { viberCampaignCreateSchema } from "@messaging-console/contract/viber";

import { apiRoutes } from "@/lib/api-routes";
import type { AuditDetails } from "@/lib/audit/details";
import { campaignListParams } from "@/lib/schemas/queries";
import { refuseUnapproved } from "@/server/held-campaigns/policy";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { forgetCampaignList, listCampaignPage } from "@/server/viber/campaign-list";
import { campaignListCsv } from "@/server/viber/campaign-list-csv";

// GET /api/viber/campaigns — one page of campaigns searched, filtered and sorted, with the total; format=csv exports the filtered list
export const GET = route(
  apiRoutes["GET /api/viber/campaigns"],
  { query: campaignListParams },
  ({ query, request }) =>
    query.format === "csv"
      ? campaignListCsv(query, request.signal)
      : listCampaignPage(query, {
          revalidate: /no-cache/i.test(request.headers.get("cache-control") ?? ""),
        }),
);

// POST /api/viber/campaigns — create (and schedule) a campaign; needs an Idempotency-Key
export const POST = route(
  apiRoutes["POST /api/viber/campaigns"],
  {
    body: viberCampaignCreateSchema,
    target: ({ body }) => body.task_name,
    details: ({ body }) => campaignDetails(body.task_name),
    upstreamId: (r: { id: number }) => r.id,
  },
  async ({ body, noteAudit }) => {
    await refuseUnapproved(body);
    const created = await upstream().viber.createCampaign(body);
    forgetCampaignList();
    noteAudit(campaignDetails(body.task_name, created.id));
    return created;
  },
);

const campaignDetails = (name: string | undefined, id?: number): AuditDetails => ({
  kind: "campaign",
  name: name ?? "",
  ...(id === undefined ? {} : { id: String(id) }),
});

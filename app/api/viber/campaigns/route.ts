import { apiRoutes } from "@/lib/api-routes";
import type { AuditDetails } from "@/lib/audit-details";
import { pageQuery } from "@/lib/schemas/queries";
import { viberCampaignCreateSchema } from "@/lib/schemas/viber";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/viber/campaigns — one page of campaigns, newest first
export const GET = route(apiRoutes["GET /api/viber/campaigns"], { query: pageQuery }, ({ query }) =>
  upstream().viber.listCampaigns(query),
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
    const created = await upstream().viber.createCampaign(body);
    noteAudit(campaignDetails(body.task_name, created.id));
    return created;
  },
);

const campaignDetails = (name: string | undefined, id?: number): AuditDetails => ({
  kind: "campaign",
  name: name ?? "",
  ...(id === undefined ? {} : { id: String(id) }),
});

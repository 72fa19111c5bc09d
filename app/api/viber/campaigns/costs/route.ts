import { apiRoutes } from "@/lib/api-routes";
import { campaignFiguresQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { campaignCosts } from "@/server/viber/campaign-costs";

// GET /api/viber/campaigns/costs?ids=1,2 — what the campaigns a list page shows cost (their recipients' prices summed)
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/costs"],
  { query: campaignFiguresQuery },
  ({ query, request }) => campaignCosts(query.ids, request.signal),
);

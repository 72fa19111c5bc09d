import { apiRoutes } from "@/lib/api-routes";
import { campaignFiguresQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { campaignFigures } from "@/server/viber/campaign-figures";

// GET /api/viber/campaigns/figures?ids=1,2 — sent, delivered, read… of the campaigns a list page shows
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/figures"],
  { query: campaignFiguresQuery },
  ({ query, request }) => campaignFigures(query.ids, request.signal),
);

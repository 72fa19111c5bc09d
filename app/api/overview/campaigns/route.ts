import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { campaignActivity } from "@/server/overview/campaign-activity";

// GET /api/overview/campaigns — the newest campaigns with their counters, and those sending now
export const GET = route(apiRoutes["GET /api/overview/campaigns"], {}, () => campaignActivity());

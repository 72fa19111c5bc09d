import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { ruleViews } from "@/server/watch/views";

// GET /api/watch/rules — every alert rule with its thresholds and what fires now
export const GET = route(apiRoutes["GET /api/watch/rules"], {}, async () => ({
  items: await ruleViews(),
}));

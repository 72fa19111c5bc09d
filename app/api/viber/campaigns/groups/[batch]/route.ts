import { apiRoutes } from "@/lib/api-routes";
import { batchParams } from "@/lib/schemas/viber/send-groups";
import { viewOf } from "@/server/held-campaigns/send-groups";
import { route } from "@/server/http/route";

// GET /api/viber/campaigns/groups/[batch] — a campaign's send groups, what became of each, and their figures summed
export const GET = route(
  apiRoutes["GET /api/viber/campaigns/groups/[batch]"],
  { params: batchParams },
  ({ params }) => viewOf(params.batch),
);

import { apiRoutes } from "@/lib/api-routes";
import { batchParams } from "@/lib/schemas/viber/send-groups";
import { retryFailedGroups } from "@/server/held-campaigns/send-groups";
import { route } from "@/server/http/route";

// POST /api/viber/campaigns/groups/[batch]/retry — send again only the groups that failed (certainly not created)
export const POST = route(
  apiRoutes["POST /api/viber/campaigns/groups/[batch]/retry"],
  { params: batchParams, target: ({ params }) => params.batch },
  ({ user, params }) => retryFailedGroups(user!, params.batch),
);

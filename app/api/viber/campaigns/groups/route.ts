import { apiRoutes } from "@/lib/api-routes";
import { sendGroupsCreateSchema } from "@/lib/schemas/viber/send-groups";
import { holdSendGroups } from "@/server/held-campaigns/send-groups";
import { route } from "@/server/http/route";

// POST /api/viber/campaigns/groups — a campaign sent at each recipient's own time (or with quiet hours moved): one held campaign per send group
export const POST = route(
  apiRoutes["POST /api/viber/campaigns/groups"],
  {
    body: sendGroupsCreateSchema,
    target: ({ body }) => body.campaign.task_name,
    details: ({ body }) => ({ kind: "campaign", name: body.campaign.task_name ?? "" }),
  },
  ({ user, body }) => holdSendGroups(user!, body),
);

import { apiRoutes } from "@/lib/api-routes";
import { heldCreateSchema, heldListParams } from "@/lib/held-campaigns/schema";
import { create, listFor } from "@/server/held-campaigns/handlers";
import { route } from "@/server/http/route";

// GET /api/viber/held — the campaigns the console holds (awaiting approval, approved, sent back, kept…)
export const GET = route(
  apiRoutes["GET /api/viber/held"],
  { query: heldListParams },
  ({ user, query }) => listFor(user!, query),
);

// POST /api/viber/held — keep a campaign in the console: for approval, or until its time
export const POST = route(
  apiRoutes["POST /api/viber/held"],
  {
    body: heldCreateSchema,
    target: ({ body }) => body.campaign.task_name,
    details: ({ body }) => ({ kind: "campaign", name: body.campaign.task_name ?? "" }),
  },
  ({ user, body }) => create(user!, body),
);

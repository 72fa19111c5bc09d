import { apiRoutes } from "@/lib/api-routes";
import { heldBatchParams, heldCancelSchema, heldEditSchema } from "@/lib/held-campaigns/schema";
import { cancel, detailWithReview } from "@/server/held-campaigns/decisions";
import { edit } from "@/server/held-campaigns/handlers";
import { route } from "@/server/http/route";

// GET /api/viber/held/[batch] — one held campaign, with what an approver checks (recipients counted, sender, local times)
export const GET = route(
  apiRoutes["GET /api/viber/held/[batch]"],
  { params: heldBatchParams },
  ({ user, params }) => detailWithReview(user!, params.batch),
);

// PATCH /api/viber/held/[batch] — the author changes it: it needs approval again when the setting says so
export const PATCH = route(
  apiRoutes["PATCH /api/viber/held/[batch]"],
  {
    params: heldBatchParams,
    body: heldEditSchema,
    target: ({ body }) => body.campaign.task_name,
    details: ({ body }) => ({ kind: "campaign", name: body.campaign.task_name ?? "" }),
  },
  ({ user, params, body }) => edit(user!, params.batch, body),
);

// DELETE /api/viber/held/[batch] — cancel what of it is still in the console (the author or an approver)
export const DELETE = route(
  apiRoutes["DELETE /api/viber/held/[batch]"],
  { params: heldBatchParams, body: heldCancelSchema, target: ({ params }) => params.batch },
  ({ user, params, body }) => cancel(user!, params.batch, body.version ?? null),
);

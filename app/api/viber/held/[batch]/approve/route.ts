import { apiRoutes } from "@/lib/api-routes";
import { heldBatchParams, heldDecisionSchema } from "@/lib/held-campaigns/schema";
import { decide } from "@/server/held-campaigns/decisions";
import { route } from "@/server/http/route";

// POST /api/viber/held/[batch]/approve — approve (never one's own); due now, it goes upstream at once
export const POST = route(
  apiRoutes["POST /api/viber/held/[batch]/approve"],
  { params: heldBatchParams, body: heldDecisionSchema, target: ({ params }) => params.batch },
  ({ user, params, body, noteAudit }) => decide(user!, params.batch, "approve", body, noteAudit),
);

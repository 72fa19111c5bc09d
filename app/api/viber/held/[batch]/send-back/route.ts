import { apiRoutes } from "@/lib/api-routes";
import { heldBatchParams, heldSendBackSchema } from "@/lib/held-campaigns/schema";
import { decide } from "@/server/held-campaigns/decisions";
import { route } from "@/server/http/route";

// POST /api/viber/held/[batch]/send-back — send it back to its author with a comment
export const POST = route(
  apiRoutes["POST /api/viber/held/[batch]/send-back"],
  { params: heldBatchParams, body: heldSendBackSchema, target: ({ params }) => params.batch },
  ({ user, params, body, noteAudit }) => decide(user!, params.batch, "send_back", body, noteAudit),
);

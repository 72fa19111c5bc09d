import { apiRoutes } from "@/lib/api-routes";
import { resubscribeSchema } from "@/lib/schemas/email";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// POST /api/email/resubscribe — send a resubscription confirmation (5 per account per 24 h)
export const POST = route(
  apiRoutes["POST /api/email/resubscribe"],
  {
    body: resubscribeSchema,
    target: ({ body }) => body.email,
    upstreamId: (r: { id: string }) => r.id,
  },
  ({ body }) => upstream().smtp.resubscribe(body),
);

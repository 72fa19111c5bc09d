import { resubscribeSchema } from "@messaging-console/contract/email";

import { apiRoutes } from "@/lib/api-routes";
import { resubscribeQuota } from "@/server/email/resubscribe-quota";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/resubscribe — how many of the 5 daily requests remain (from the audit log)
export const GET = route(apiRoutes["GET /api/email/resubscribe"], {}, () => resubscribeQuota());

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

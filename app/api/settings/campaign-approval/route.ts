import { apiRoutes } from "@/lib/api-routes";
import { describePolicy } from "@/lib/held-campaigns/policy";
import { approvalPolicySchema } from "@/lib/held-campaigns/schema";
import { approvalPolicy, setApprovalPolicy } from "@/server/held-campaigns/policy";
import { route } from "@/server/http/route";

// GET /api/settings/campaign-approval — which campaigns need approval (the composer reads it too)
export const GET = route(apiRoutes["GET /api/settings/campaign-approval"], {}, () =>
  approvalPolicy(),
);

// PUT /api/settings/campaign-approval — choose: none, all, or above a number of recipients
export const PUT = route(
  apiRoutes["PUT /api/settings/campaign-approval"],
  { body: approvalPolicySchema, target: ({ body }) => describePolicy(body) },
  ({ body }) => setApprovalPolicy(body),
);

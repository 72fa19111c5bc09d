import { apiRoutes } from "@/lib/api-routes";
import { twoFactorPolicySchema, type TwoFactorSettings } from "@/lib/two-factor/schema";
import { requiredRoles, setRequiredRoles } from "@/server/auth/two-factor/policy";
import { usersWithSecondFactor } from "@/server/auth/two-factor/store";
import { route } from "@/server/http/route";

// GET /api/settings/two-factor — the roles that need a second factor, and who has one
export const GET = route(
  apiRoutes["GET /api/settings/two-factor"],
  {},
  async (): Promise<TwoFactorSettings> => ({
    requiredRoles: await requiredRoles(),
    enrolledUserIds: await usersWithSecondFactor(),
  }),
);

// PUT /api/settings/two-factor — choose the roles that need a second factor
export const PUT = route(
  apiRoutes["PUT /api/settings/two-factor"],
  {
    body: twoFactorPolicySchema,
    target: ({ body }) => `second factor required for: ${body.requiredRoles.join(", ") || "none"}`,
  },
  async ({ body }) => ({ requiredRoles: await setRequiredRoles(body.requiredRoles) }),
);

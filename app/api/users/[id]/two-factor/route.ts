import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { adminGetUser } from "@/server/auth/admin";
import { removeSecondFactor } from "@/server/auth/two-factor/store";
import { route } from "@/server/http/route";

// DELETE /api/users/[id]/two-factor — an admin resets a user's second factor (lost phone)
export const DELETE = route(
  apiRoutes["DELETE /api/users/[id]/two-factor"],
  { params: idParams, target: ({ params }) => `user ${params.id}: second factor reset` },
  async ({ params, noteAudit }) => {
    const user = await adminGetUser(params.id);
    noteAudit({ kind: "user", email: user.email, secondFactorReset: true });
    return { ok: true, wasOn: await removeSecondFactor(params.id) };
  },
);

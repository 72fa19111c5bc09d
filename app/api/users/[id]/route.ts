import { apiRoutes } from "@/lib/api-routes";
import { userChangeDetails } from "@/lib/audit/details";
import { idParams } from "@/lib/schemas/queries";
import { userUpdateSchema } from "@/lib/users/schema";
import { recordRuleRefusal } from "@/server/audit";
import { adminGetUser, adminUpdateUser, ALREADY_RESET } from "@/server/auth/admin";
import { route } from "@/server/http/route";

type Updated = Awaited<ReturnType<typeof adminUpdateUser>>;

// PATCH /api/users/[id] — change role, disable/enable, reset password
export const PATCH = route(
  apiRoutes["PATCH /api/users/[id]"],
  {
    params: idParams,
    body: userUpdateSchema,
    target: ({ params, body }) => `user ${params.id}: ${Object.keys(body).join(", ")}`,
    // a reset's password is shown once: a replay says how to get a new one
    replay: (result: Updated) =>
      result.temporaryPassword ? { user: result.user, notice: ALREADY_RESET } : result,
  },
  async ({ params, body, user, noteAudit }) => {
    // the log names the person and what changed ("role marketer → support"), so read them first
    const before = await adminGetUser(params.id);
    const details = userChangeDetails(before, body);
    noteAudit(details);
    try {
      return await adminUpdateUser(user!, params.id, body);
    } catch (err) {
      // demoting or disabling the last admin, disabling oneself: refused, and logged
      await recordRuleRefusal(err, {
        user: user!,
        action: "user.update",
        target: `user ${params.id}: ${Object.keys(body).join(", ")}`,
        request: body,
        details,
      });
      throw err;
    }
  },
);

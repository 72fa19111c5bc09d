import { apiRoutes } from "@/lib/api-routes";
import { userChangeDetails } from "@/lib/audit-details";
import { idParams } from "@/lib/schemas/queries";
import { userUpdateSchema } from "@/lib/schemas/users";
import { adminGetUser, adminUpdateUser } from "@/server/auth/admin";
import { route } from "@/server/http/route";

// GET /api/users/[id] — one user
export const GET = route(apiRoutes["GET /api/users/[id]"], { params: idParams }, ({ params }) =>
  adminGetUser(params.id),
);

// PATCH /api/users/[id] — change role, disable/enable, reset password
export const PATCH = route(
  apiRoutes["PATCH /api/users/[id]"],
  {
    params: idParams,
    body: userUpdateSchema,
    target: ({ params, body }) => `user ${params.id}: ${Object.keys(body).join(", ")}`,
  },
  async ({ params, body, user, noteAudit }) => {
    // the log names the person and what changed ("role marketer → support"), so read them first
    const before = await adminGetUser(params.id);
    noteAudit(userChangeDetails(before, body));
    return adminUpdateUser(user!, params.id, body);
  },
);

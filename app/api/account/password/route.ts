import { apiRoutes } from "@/lib/api-routes";
import { passwordChangeSchema } from "@/lib/users/schema";
import { changeOwnPassword } from "@/server/auth/password-change";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/route";

// POST /api/account/password — the signed-in user changes their own password
export const POST = route(
  apiRoutes["POST /api/account/password"],
  { body: passwordChangeSchema, target: () => "own password" },
  ({ user, body, request }) => changeOwnPassword(user!, body, clientAddress(request.headers)),
);

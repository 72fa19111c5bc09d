import { apiRoutes } from "@/lib/api-routes";
import { secondFactorCodeSchema } from "@/lib/two-factor/schema";
import { verifySsoSession } from "@/server/auth/two-factor/account";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/route";

// POST /api/account/two-factor/verify — a single sign-on's session gives its second factor's code
export const POST = route(
  apiRoutes["POST /api/account/two-factor/verify"],
  { body: secondFactorCodeSchema },
  ({ user, body, request }) => verifySsoSession(user!, body.code, clientAddress(request.headers)),
);

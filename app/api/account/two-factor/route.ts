import { apiRoutes } from "@/lib/api-routes";
import { secondFactorCodeSchema } from "@/lib/two-factor/schema";
import { ALREADY_ENABLED, disableOwn, finishEnrolment } from "@/server/auth/two-factor/account";
import { route } from "@/server/http/route";

// POST /api/account/two-factor — confirm enrolment with a current code; the recovery codes, once
export const POST = route(
  apiRoutes["POST /api/account/two-factor"],
  {
    body: secondFactorCodeSchema,
    target: () => "own second factor",
    replay: () => ({ notice: ALREADY_ENABLED }),
  },
  ({ user, body }) => finishEnrolment(user!, body.code),
);

// DELETE /api/account/two-factor — turn one's own second factor off, with a current code
export const DELETE = route(
  apiRoutes["DELETE /api/account/two-factor"],
  { body: secondFactorCodeSchema, target: () => "own second factor" },
  ({ user, body }) => disableOwn(user!, body.code),
);

import { apiRoutes } from "@/lib/api-routes";
import { startEnrolment } from "@/server/auth/two-factor/account";
import { route } from "@/server/http/route";

// POST /api/account/two-factor/enrol — a new authenticator secret (QR code and text), not yet on
export const POST = route(
  apiRoutes["POST /api/account/two-factor/enrol"],
  // the secret is shown once: a replay of the same key gets nothing of it
  { replay: () => ({ notice: "Start again for a new secret." }) },
  ({ user }) => startEnrolment(user!),
);

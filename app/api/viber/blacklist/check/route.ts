import { apiRoutes } from "@/lib/api-routes";
import { blacklistCheckBody } from "@/lib/schemas/viber/blacklist-check";
import { route } from "@/server/http/route";
import { checkBlacklist } from "@/server/viber/blacklist-check";

// POST /api/viber/blacklist/check — which of these phones are blacklisted (a read: one
// pass over the blacklist for the whole list, instead of a search per number)
export const POST = route(
  apiRoutes["POST /api/viber/blacklist/check"],
  { body: blacklistCheckBody },
  ({ body }) => checkBlacklist(body.phones),
);

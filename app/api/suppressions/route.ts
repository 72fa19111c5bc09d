import { apiRoutes } from "@/lib/api-routes";
import { can } from "@/lib/permissions";
import { suppressionSearchQuery } from "@/lib/suppressions/schema";
import { forbidden } from "@/server/errors";
import { route } from "@/server/http/route";
import { searchSuppressions } from "@/server/suppressions/search";

// GET /api/suppressions — one search over the blacklist, the unsubscribes and the day's hard bounces, with who added each here
export const GET = route(
  apiRoutes["GET /api/suppressions"],
  { query: suppressionSearchQuery },
  ({ query, user }) => {
    // the blacklist is read as well: every role that reads email reads it today, but the rule is the table's
    if (!can(user?.role, "blacklist:read")) throw forbidden();
    return searchSuppressions(query.q);
  },
);

import { apiRoutes } from "@/lib/api-routes";
import { can } from "@/lib/permissions";
import { suppressionExportQuery } from "@/lib/suppressions/schema";
import { forbidden } from "@/server/errors";
import { route } from "@/server/http/route";
import { exportList } from "@/server/suppressions/export";

// GET /api/suppressions/export — one list (blacklist, unsubscribes or the day's hard bounces) as CSV
export const GET = route(
  apiRoutes["GET /api/suppressions/export"],
  { query: suppressionExportQuery },
  ({ query, user }) => {
    if (query.list === "blacklist" && !can(user?.role, "blacklist:read")) throw forbidden();
    return exportList(query.list);
  },
);

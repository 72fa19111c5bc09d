import { apiRoutes } from "@/lib/api-routes";
import { savedViewCreateBody, savedViewsListQuery } from "@/lib/saved-views/schema";
import { route } from "@/server/http/route";
import { createSavedView, listSavedViews } from "@/server/saved-views/store";

// GET /api/saved-views?page=email-log — the signed-in user's saved views of a page
export const GET = route(
  apiRoutes["GET /api/saved-views"],
  { query: savedViewsListQuery },
  async ({ user, query }) => ({ items: await listSavedViews(user!.id, query.page) }),
);

// POST /api/saved-views — save the page's current filters under a name
export const POST = route(
  apiRoutes["POST /api/saved-views"],
  { body: savedViewCreateBody },
  ({ user, body }) => createSavedView(user!.id, body),
);

import { apiRoutes } from "@/lib/api-routes";
import { savedViewParams, savedViewUpdateBody } from "@/lib/saved-views/schema";
import { route } from "@/server/http/route";
import { deleteSavedView, updateSavedView } from "@/server/saved-views/store";

// PATCH /api/saved-views/[id] — rename one of the user's views (or give it new filters)
export const PATCH = route(
  apiRoutes["PATCH /api/saved-views/[id]"],
  { params: savedViewParams, body: savedViewUpdateBody },
  ({ user, params, body }) => updateSavedView(user!.id, params.id, body),
);

// DELETE /api/saved-views/[id] — delete one of the user's views
export const DELETE = route(
  apiRoutes["DELETE /api/saved-views/[id]"],
  { params: savedViewParams },
  ({ user, params }) => deleteSavedView(user!.id, params.id),
);

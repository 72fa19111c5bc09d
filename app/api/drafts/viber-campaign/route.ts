import { apiRoutes } from "@/lib/api-routes";
import { draftRoutes } from "@/server/drafts/draft-routes";

// GET / PUT / DELETE /api/drafts/viber-campaign — the signed-in user's unsent campaign
export const { GET, PUT, DELETE } = draftRoutes("viber-campaign", {
  get: apiRoutes["GET /api/drafts/viber-campaign"],
  put: apiRoutes["PUT /api/drafts/viber-campaign"],
  delete: apiRoutes["DELETE /api/drafts/viber-campaign"],
});

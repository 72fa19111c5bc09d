import { apiRoutes } from "@/lib/api-routes";
import { draftRoutes } from "@/server/drafts/draft-routes";

// GET / PUT / DELETE /api/drafts/email — the signed-in user's unsent email
export const { GET, PUT, DELETE } = draftRoutes("email", {
  get: apiRoutes["GET /api/drafts/email"],
  put: apiRoutes["PUT /api/drafts/email"],
  delete: apiRoutes["DELETE /api/drafts/email"],
});

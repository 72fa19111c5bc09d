import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/viber/templates — approved template texts a system message may carry
// (`listed: false` when the upstream keeps no template list)
export const GET = route(apiRoutes["GET /api/viber/templates"], {}, async () => {
  const items = await upstream().viber.listApprovedTemplates();
  return { items: items ?? [], listed: items !== null };
});

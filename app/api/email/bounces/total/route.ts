import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/bounces/total — how many bounces in the last 24 hours
export const GET = route(apiRoutes["GET /api/email/bounces/total"], {}, () =>
  upstream().smtp.totalBounces(),
);

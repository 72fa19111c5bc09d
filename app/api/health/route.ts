import { apiRoutes } from "@/lib/api-routes";
import { healthReport } from "@/server/health";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

// GET /api/health — public: process up, database reachable, upstream reachable with credentials
export const GET = route(apiRoutes["GET /api/health"], {}, async () => {
  const report = await healthReport();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});

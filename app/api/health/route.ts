import { apiRoutes } from "@/lib/api-routes";
import { healthReport, mayReadHealthDetails } from "@/server/health";
import { route } from "@/server/http/route";

export const dynamic = "force-dynamic";

// GET /api/health — public: whether the console is up (process, database, upstream);
// the details only for an admin or with HEALTH_TOKEN (server/health.ts)
export const GET = route(apiRoutes["GET /api/health"], {}, async ({ request, user }) => {
  const report = await healthReport();
  return Response.json(mayReadHealthDetails(request, user) ? report : { status: report.status }, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});

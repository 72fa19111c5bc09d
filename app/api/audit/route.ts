import { apiRoutes } from "@/lib/api-routes";
import { auditQuery } from "@/lib/schemas/queries";
import { listAudit } from "@/server/audit";
import { auditCsv } from "@/server/audit-csv";
import { route } from "@/server/http/route";

// GET /api/audit — the audit log of writes, filtered by user, action and date range; format=csv exports the filtered log
export const GET = route(apiRoutes["GET /api/audit"], { query: auditQuery }, ({ query }) => {
  const filters = {
    userId: query.user,
    action: query.action,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to
      ? new Date(query.to.length === 10 ? `${query.to}T23:59:59.999Z` : query.to)
      : undefined,
  };
  if (query.format === "csv") return auditCsv(filters);
  return listAudit({ ...filters, limit: query.limit, offset: query.offset });
});

import { apiRoutes } from "@/lib/api-routes";
import { pageQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/templates — stored email templates with their variables
export const GET = route(apiRoutes["GET /api/email/templates"], { query: pageQuery }, ({ query }) =>
  upstream().smtp.listTemplates({ limit: Math.min(query.limit, 100), offset: query.offset }),
);

import { apiRoutes } from "@/lib/api-routes";
import { bouncesQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/bounces — bounces of the last 24 hours (the upstream keeps no more)
export const GET = route(
  apiRoutes["GET /api/email/bounces"],
  { query: bouncesQuery },
  ({ query }) => upstream().smtp.listBounces(query),
);

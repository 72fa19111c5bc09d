import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/viber/senders — registered Viber sender names
export const GET = route(apiRoutes["GET /api/viber/senders"], {}, () =>
  upstream().viber.listSenders(),
);

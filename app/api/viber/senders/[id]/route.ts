import { apiRoutes } from "@/lib/api-routes";
import { idParams } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/viber/senders/[id] — one sender name
export const GET = route(
  apiRoutes["GET /api/viber/senders/[id]"],
  { params: idParams },
  ({ params }) => upstream().viber.getSender(params.id),
);

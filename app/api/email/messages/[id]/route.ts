import { apiRoutes } from "@/lib/api-routes";
import { emailIdParams } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/messages/[id] — one sent email with its tracking
export const GET = route(
  apiRoutes["GET /api/email/messages/[id]"],
  { params: emailIdParams },
  ({ params }) => upstream().smtp.getEmail(params.id),
);

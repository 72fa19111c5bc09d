import { apiRoutes } from "@/lib/api-routes";
import { lookupBody } from "@/lib/schemas/queries";
import { lookupEmails } from "@/server/email/lookup";
import { route } from "@/server/http/route";

// POST /api/email/messages/lookup — records for any number of ids (sent upstream 500 at a time)
export const POST = route(
  apiRoutes["POST /api/email/messages/lookup"],
  { body: lookupBody },
  ({ body }) => lookupEmails(body.ids),
);

import { apiRoutes } from "@/lib/api-routes";
import { unsubscribeSearchQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/unsubscribes/search?email= — is this address unsubscribed?
export const GET = route(
  apiRoutes["GET /api/email/unsubscribes/search"],
  { query: unsubscribeSearchQuery },
  ({ query }) => upstream().smtp.isUnsubscribed(query.email),
);

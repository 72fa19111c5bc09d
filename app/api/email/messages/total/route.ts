import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/messages/total — how many emails the account has sent
export const GET = route(apiRoutes["GET /api/email/messages/total"], {}, () =>
  upstream().smtp.totalEmails(),
);

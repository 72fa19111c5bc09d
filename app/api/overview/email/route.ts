import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { emailActivity } from "@/server/overview/email-activity";

// GET /api/overview/email — emails sent, opened and clicked per day over the last 7 days
export const GET = route(apiRoutes["GET /api/overview/email"], {}, () => emailActivity());

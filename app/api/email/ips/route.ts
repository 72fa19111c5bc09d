import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/ips — the account's sending IPs
export const GET = route(apiRoutes["GET /api/email/ips"], {}, () => upstream().smtp.listIps());

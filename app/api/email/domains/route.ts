import { domainAddSchema } from "@messaging-console/contract/email";

import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/domains — sender domains with their DKIM / SPF / DMARC checks
export const GET = route(apiRoutes["GET /api/email/domains"], {}, () =>
  upstream().smtp.listDomains(),
);

// POST /api/email/domains — add a sender domain (validated as a domain name before it goes anywhere)
export const POST = route(
  apiRoutes["POST /api/email/domains"],
  { body: domainAddSchema, target: ({ body }) => body.domain },
  ({ body }) => upstream().smtp.addDomain(body.domain),
);

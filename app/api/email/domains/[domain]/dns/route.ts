import { domainDnsParams, domainDnsQuery } from "@messaging-console/contract/email/domain";

import { apiRoutes } from "@/lib/api-routes";
import { domainDnsReport } from "@/server/email/domain-dns";
import { route } from "@/server/http/route";

// GET /api/email/domains/[domain]/dns — what the domain publishes (SPF, DMARC, DKIM, MX) against what sending needs
export const GET = route(
  apiRoutes["GET /api/email/domains/[domain]/dns"],
  { params: domainDnsParams, query: domainDnsQuery },
  ({ params, query }) => domainDnsReport(params.domain, query.fresh),
);

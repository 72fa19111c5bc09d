import { senderAddSchema } from "@messaging-console/contract/email";

import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/senders — sender addresses, with status where the upstream gives it
export const GET = route(apiRoutes["GET /api/email/senders"], {}, () =>
  upstream().smtp.listSenders(),
);

// POST /api/email/senders — add a sender address
export const POST = route(
  apiRoutes["POST /api/email/senders"],
  { body: senderAddSchema, target: ({ body }) => body.email },
  ({ body }) => upstream().smtp.addSender(body),
);

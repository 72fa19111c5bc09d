import { unsubscribeAddSchema, unsubscribeRemoveSchema } from "@messaging-console/contract/email";

import { apiRoutes } from "@/lib/api-routes";
import { sampleOf } from "@/lib/audit/details";
import { unsubscribesQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// GET /api/email/unsubscribes — unsubscribed addresses, of one day or all
export const GET = route(
  apiRoutes["GET /api/email/unsubscribes"],
  { query: unsubscribesQuery },
  ({ query }) => upstream().smtp.listUnsubscribes(query),
);

// POST /api/email/unsubscribes — add addresses (each with a comment)
export const POST = route(
  apiRoutes["POST /api/email/unsubscribes"],
  {
    body: unsubscribeAddSchema,
    target: ({ body }) =>
      body.emails
        .map((e) => e.email)
        .join(", ")
        .slice(0, 300),
    details: ({ body }) => ({ kind: "emails", ...sampleOf(body.emails.map((e) => e.email)) }),
  },
  ({ body }) => upstream().smtp.addUnsubscribes(body),
);

// DELETE /api/email/unsubscribes — remove addresses from the list
export const DELETE = route(
  apiRoutes["DELETE /api/email/unsubscribes"],
  {
    body: unsubscribeRemoveSchema,
    target: ({ body }) => body.emails.join(", ").slice(0, 300),
    details: ({ body }) => ({ kind: "emails", ...sampleOf(body.emails) }),
  },
  ({ body }) => upstream().smtp.removeUnsubscribes(body),
);

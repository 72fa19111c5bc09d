import { apiRoutes } from "@/lib/api-routes";
import { unsubscribeImportSchema } from "@/lib/suppressions/schema";
import { route } from "@/server/http/route";
import { importUnsubscribes } from "@/server/suppressions/unsubscribe-import";

// POST /api/suppressions/import/unsubscribes — one chunk of an import into the unsubscribes, with added and already-there counts
export const POST = route(
  apiRoutes["POST /api/suppressions/import/unsubscribes"],
  {
    body: unsubscribeImportSchema,
    target: ({ body }) => `${body.emails.length} address(es), imported`,
  },
  ({ body, noteAudit }) => importUnsubscribes(body, noteAudit),
);

import { viberBlacklistAddSchema } from "@messaging-console/contract/viber";

import { apiRoutes } from "@/lib/api-routes";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";

// POST /api/suppressions/import/blacklist — one chunk of an import into the blacklist; the log keeps every number of it
export const POST = route(
  apiRoutes["POST /api/suppressions/import/blacklist"],
  {
    body: viberBlacklistAddSchema,
    target: ({ body }) => `${body.phones.length} phone(s), imported`,
  },
  async ({ body, noteAudit }) => {
    const counters = await upstream().viber.addToBlacklist(body);
    noteAudit({
      kind: "phones",
      sample: body.phones,
      total: body.phones.length,
      alreadyCount: counters.exists,
      source: "import",
    });
    return counters;
  },
);

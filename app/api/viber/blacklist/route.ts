import { apiRoutes } from "@/lib/api-routes";
import { sampleOf } from "@/lib/audit-details";
import { blacklistQuery } from "@/lib/schemas/queries";
import { viberBlacklistAddSchema, viberBlacklistRemoveSchema } from "@/lib/schemas/viber";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { blacklistPage } from "@/server/viber/blacklist-view";

// GET /api/viber/blacklist — a page of the blacklist (or of a phone search's matches), newest added first by default
export const GET = route(
  apiRoutes["GET /api/viber/blacklist"],
  { query: blacklistQuery },
  ({ query }) => blacklistPage(query),
);

// POST /api/viber/blacklist — add phones with a reason
export const POST = route(
  apiRoutes["POST /api/viber/blacklist"],
  {
    body: viberBlacklistAddSchema,
    target: ({ body }) => `${body.phones.length} phone(s)`,
    details: ({ body }) => ({ kind: "phones", ...sampleOf(body.phones) }),
  },
  ({ body }) => upstream().viber.addToBlacklist(body),
);

// DELETE /api/viber/blacklist — remove phones
export const DELETE = route(
  apiRoutes["DELETE /api/viber/blacklist"],
  {
    body: viberBlacklistRemoveSchema,
    target: ({ body }) => `${body.phones.length} phone(s)`,
    details: ({ body }) => ({ kind: "phones", ...sampleOf(body.phones) }),
  },
  ({ body }) => upstream().viber.removeFromBlacklist(body),
);

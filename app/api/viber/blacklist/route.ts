import {
  viberBlacklistAddSchema,
  viberBlacklistRemoveSchema,
  type ViberBlacklistAdd,
  type ViberBlacklistRemove,
} from "@messaging-console/contract/viber";

import { apiRoutes } from "@/lib/api-routes";
import { sampleOf, type AuditDetails } from "@/lib/audit/details";
import { blacklistQuery } from "@/lib/schemas/queries";
import { route } from "@/server/http/route";
import { upstream } from "@/server/upstream";
import { addToBlacklist } from "@/server/viber/blacklist-add";
import { blacklistPage } from "@/server/viber/blacklist-view";

// GET /api/viber/blacklist — a page of the blacklist (or of a phone search's matches), newest added first by default
export const GET = route(
  apiRoutes["GET /api/viber/blacklist"],
  { query: blacklistQuery },
  ({ query }) => blacklistPage(query),
);

/** A request adding or removing phones, its body read by the route's schema. */
type PhonesRequest = { body: ViberBlacklistAdd | ViberBlacklistRemove };

/** Adding and removing phones are audited alike: how many, and a sample of them. */
const phonesAudit = {
  target: ({ body }: PhonesRequest) => `${body.phones.length} phone(s)`,
  details: ({ body }: PhonesRequest): AuditDetails => ({
    kind: "phones",
    ...sampleOf(body.phones),
  }),
};

// POST /api/viber/blacklist — add phones with a reason
export const POST = route(
  apiRoutes["POST /api/viber/blacklist"],
  { body: viberBlacklistAddSchema, ...phonesAudit },
  // the log tells the phones added from those already there
  ({ body, noteAudit }) => addToBlacklist(body, noteAudit),
);

// DELETE /api/viber/blacklist — remove phones
export const DELETE = route(
  apiRoutes["DELETE /api/viber/blacklist"],
  { body: viberBlacklistRemoveSchema, ...phonesAudit },
  ({ body }) => upstream().viber.removeFromBlacklist(body),
);

import { MAX_BLACKLIST_CHECK } from "@messaging-console/contract/limits";
import { phoneSchema } from "@messaging-console/contract/viber/campaign";
import { z } from "zod";

import type { BlacklistEntry } from "@/lib/schemas/resources";

export { MAX_BLACKLIST_CHECK };

/** Body of POST /api/viber/blacklist/check (console-only): the phones a composer is about to send to. */
export const blacklistCheckBody = z.object({
  phones: z
    .array(phoneSchema, { error: "phones must be a list of phone numbers" })
    .min(1, "Give at least one phone number")
    .max(MAX_BLACKLIST_CHECK, `At most ${MAX_BLACKLIST_CHECK} phone numbers at once`),
});

export interface BlacklistCheckReply {
  items: BlacklistEntry[];
  /** false when the blacklist was longer than the server reads in one check */
  complete: boolean;
}

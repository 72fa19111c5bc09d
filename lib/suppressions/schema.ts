import { emailAddressSchema } from "@messaging-console/contract/email/send";
import { MAX_UNSUBSCRIBE_EMAILS } from "@messaging-console/contract/limits";
import { z } from "zod";

/** GET /api/suppressions: a phone's digits or an address's text. */
export const suppressionSearchQuery = z.object({
  q: z.string().trim().max(254).default(""),
});

/** GET /api/suppressions/export: which list becomes the CSV. */
export const suppressionExportQuery = z.object({
  list: z.enum(
    ["blacklist", "unsubscribes", "bounces"],
    "must be blacklist, unsubscribes or bounces",
  ),
});

/** POST /api/suppressions/import/unsubscribes: one chunk of an import, one comment for all. */
export const unsubscribeImportSchema = z.object({
  emails: z
    .array(emailAddressSchema)
    .min(1, "Give at least one address")
    .max(MAX_UNSUBSCRIBE_EMAILS, `At most ${MAX_UNSUBSCRIBE_EMAILS} addresses at once`),
  comment: z.string().trim().max(255, "At most 255 characters").optional(),
});
export type UnsubscribeImport = z.output<typeof unsubscribeImportSchema>;

import { z } from "zod";

import { phoneSchema } from "./campaign";

/**
 * A cap of our own (the contract names none): it keeps one request's work
 * bounded; larger lists go in several requests.
 */
export const MAX_BLACKLIST_PHONES = 10_000;

const phonesSchema = z
  .array(phoneSchema, { error: "phones must be a list of phone numbers" })
  .min(1, "Give at least one phone number")
  .max(MAX_BLACKLIST_PHONES, `At most ${MAX_BLACKLIST_PHONES} phone numbers at once`);

/** Why numbers are blacklisted; shown in the list. */
const reasonSchema = z.string().trim().max(255, "At most 255 characters");

/** Body of POST /v2/viber-service/phone-exception. */
export const viberBlacklistAddSchema = z.object({
  phones: phonesSchema,
  description: reasonSchema.optional(),
});

/**
 * The console's add form: numbers as typed or pasted (normalised and checked
 * line by line in the browser before anything is sent, see lib/viber/blacklist-input.ts),
 * the country local numbers are read in, and the reason.
 */
export const blacklistAddFormSchema = z.object({
  text: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/, "Pick a country"),
  description: reasonSchema,
});
export type BlacklistAddForm = z.output<typeof blacklistAddFormSchema>;

/** Body of DELETE /v2/viber-service/phone-exception (a JSON body, as the production upstream takes it). */
export const viberBlacklistRemoveSchema = z.object({ phones: phonesSchema });

export type ViberBlacklistAdd = z.output<typeof viberBlacklistAddSchema>;
export type ViberBlacklistRemove = z.output<typeof viberBlacklistRemoveSchema>;

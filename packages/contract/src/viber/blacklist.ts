import { z } from "zod";

import { phoneSchema } from "./campaign";

/** Our own cap (the contract names none): larger lists go in several requests. */
export const MAX_BLACKLIST_PHONES = 10_000;

const phonesSchema = z
  .array(phoneSchema, { error: "phones must be a list of phone numbers" })
  .min(1, "Give at least one phone number")
  .max(MAX_BLACKLIST_PHONES, `At most ${MAX_BLACKLIST_PHONES} phone numbers at once`);

const reasonSchema = z.string().trim().max(255, "At most 255 characters");

export const viberBlacklistAddSchema = z.object({
  phones: phonesSchema,
  description: reasonSchema.optional(),
});

/** Numbers are normalised and checked line by line in the browser before anything is sent. */
export const blacklistAddFormSchema = z.object({
  text: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/, "Pick a country"),
  description: reasonSchema,
});
export type BlacklistAddForm = z.output<typeof blacklistAddFormSchema>;

/** a JSON body, as the production upstream takes it */
export const viberBlacklistRemoveSchema = z.object({ phones: phonesSchema });

export type ViberBlacklistAdd = z.output<typeof viberBlacklistAddSchema>;
export type ViberBlacklistRemove = z.output<typeof viberBlacklistRemoveSchema>;

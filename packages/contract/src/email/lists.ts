import { z } from "zod";

import { EMAIL_ID, MAX_INFO_IDS, MAX_UNSUBSCRIBE_EMAILS, RESUBSCRIBE_LANGS } from "../limits";
import { emailAddressSchema } from "./send";

export {
  EMAIL_ID,
  MAX_INFO_IDS,
  MAX_UNSUBSCRIBE_EMAILS,
  RESUBSCRIBE_LANGS,
  RESUBSCRIBE_PER_DAY,
} from "../limits";

export const emailIdSchema = z.string().regex(EMAIL_ID, "must be an email id (xxxxxx-xxxxxx-xx)");

export const emailInfoSchema = z.object({
  emails: z
    .array(emailIdSchema)
    .min(1, "Give at least one email id")
    .max(MAX_INFO_IDS, `At most ${MAX_INFO_IDS} email ids at once`),
});

export const unsubscribeAddSchema = z.object({
  emails: z
    .array(
      z.object({
        email: emailAddressSchema,
        comment: z.string().trim().max(255, "At most 255 characters").optional(),
      }),
    )
    .min(1, "Give at least one address")
    .max(MAX_UNSUBSCRIBE_EMAILS, `At most ${MAX_UNSUBSCRIBE_EMAILS} addresses at once`),
});

/** a JSON body, as the production upstream takes it */
export const unsubscribeRemoveSchema = z.object({
  emails: z
    .array(emailAddressSchema)
    .min(1, "Give at least one address")
    .max(MAX_UNSUBSCRIBE_EMAILS, `At most ${MAX_UNSUBSCRIBE_EMAILS} addresses at once`),
});

export const resubscribeSchema = z.object({
  email: emailAddressSchema,
  sender: emailAddressSchema,
  lang: z.enum(RESUBSCRIBE_LANGS).default("en"),
});

export const senderAddSchema = z.object({
  email: emailAddressSchema,
  name: z.string().trim().min(1, "Give a name").max(100, "At most 100 characters"),
});

export const dayStringSchema = z.iso.date("must be a date YYYY-MM-DD");

export type EmailInfo = z.output<typeof emailInfoSchema>;
export type UnsubscribeAdd = z.output<typeof unsubscribeAddSchema>;
export type UnsubscribeRemove = z.output<typeof unsubscribeRemoveSchema>;
export type Resubscribe = z.output<typeof resubscribeSchema>;
export type ResubscribeLang = (typeof RESUBSCRIBE_LANGS)[number];
export type SenderAdd = z.output<typeof senderAddSchema>;

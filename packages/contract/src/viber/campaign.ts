import { z } from "zod";

import { parseUpstreamDate } from "../upstream-date";
import { combinationRefusal, VIBER_LIMITS } from "./content";

export {
  combinationRefusal,
  messageCombination,
  VIBER_COMBINATIONS,
  VIBER_LIMITS,
  VIBER_MESSAGE_TYPE,
  type ViberCombination,
  type ViberMessageType,
} from "./content";

const PHONE = /^\d{7,15}$/;
const PHONE_MESSAGE = "Phone numbers are 7–15 digits in international form, without + or spaces";

/** given as digits or as a number; always a digit string out */
export const phoneSchema = z
  .union([z.string().trim(), z.number().int().nonnegative()], { error: PHONE_MESSAGE })
  .transform((v) => String(v))
  .refine((v) => PHONE.test(v), { error: PHONE_MESSAGE });

const httpUrl = z.url({ protocol: /^https?$/, error: "Must be an http(s) link" });

const buttonSchema = z.object({
  text: z.string().trim().min(1, "A button needs its text").optional(),
  link: httpUrl.optional(),
});

const sendDateSchema = z.string().refine((v) => v === "now" || parseUpstreamDate(v) !== null, {
  error: 'Must be "now" or a date written YYYY-MM-DD HH:MM:SS',
});

/** Body of POST /viber. */
export const viberCampaignCreateSchema = z
  .object({
    task_name: z
      .string()
      .trim()
      .min(1, "The campaign needs a name")
      .max(
        VIBER_LIMITS.MAX_NAME_LENGTH,
        `At most ${VIBER_LIMITS.MAX_NAME_LENGTH} characters: a longer name is refused, not cut`,
      )
      .optional(),
    message_type: z.literal([2, 3], { error: "Must be 2 (promo) or 3 (system)" }),
    sender_id: z.number({ error: "Must be a sender id" }).int().positive(),
    message_live_time: z
      .number({ error: "Must be a number of seconds" })
      .int()
      .min(VIBER_LIMITS.MIN_LIVE_TIME, `At least ${VIBER_LIMITS.MIN_LIVE_TIME} seconds`)
      .max(VIBER_LIMITS.MAX_LIVE_TIME, `At most ${VIBER_LIMITS.MAX_LIVE_TIME} seconds`),
    send_date: sendDateSchema,
    address_book: z.number().int().positive().nullish(),
    recipients: z
      .array(phoneSchema)
      .max(VIBER_LIMITS.MAX_RECIPIENTS, `At most ${VIBER_LIMITS.MAX_RECIPIENTS} recipients`)
      .optional(),
    message: z
      .string()
      .max(VIBER_LIMITS.MAX_MESSAGE_LENGTH, `At most ${VIBER_LIMITS.MAX_MESSAGE_LENGTH} characters`)
      .nullish(),
    stretch_time: z
      .number({ error: "Must be a number of hours" })
      .int()
      .min(VIBER_LIMITS.MIN_STRETCH_HOURS, "At least 0 hours")
      .max(VIBER_LIMITS.MAX_STRETCH_HOURS, `At most ${VIBER_LIMITS.MAX_STRETCH_HOURS} hours`)
      .optional(),
    additional: z
      .object({
        button: buttonSchema.nullish(),
        image: z.object({ link: httpUrl }).nullish(),
        resend_sms: z
          .object({
            status: z.boolean().optional(),
            sms_text: z.string().trim().min(1).max(1000).optional(),
            sms_sender_name: z.string().trim().min(1).max(64).optional(),
          })
          .nullish(),
      })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    const hasBook = body.address_book != null;
    const hasList = (body.recipients?.length ?? 0) > 0;
    if (hasBook && hasList)
      ctx.addIssue({
        code: "custom",
        message: "Give either an address book or recipients, not both",
        path: ["recipients"],
      });
    if (!hasBook && !hasList)
      ctx.addIssue({
        code: "custom",
        message: "Give an address book or at least one recipient",
        path: ["recipients"],
      });
    const button = body.additional?.button;
    if (button && !button.text)
      ctx.addIssue({
        code: "custom",
        message: "A button needs its text",
        path: ["additional", "button", "text"],
      });
    if (button && !button.link)
      ctx.addIssue({
        code: "custom",
        message: "A button needs its link",
        path: ["additional", "button", "link"],
      });
    const resend = body.additional?.resend_sms;
    if (resend?.status && !resend.sms_text)
      ctx.addIssue({
        code: "custom",
        message: "SMS re-sending needs the SMS text",
        path: ["additional", "resend_sms", "sms_text"],
      });
    const refusal = combinationRefusal(body);
    if (refusal) ctx.addIssue({ code: "custom", ...refusal });
  });

export type ViberCampaignCreateInput = z.input<typeof viberCampaignCreateSchema>;
export type ViberCampaignCreate = z.output<typeof viberCampaignCreateSchema>;

/** To exactly one phone: the sender's own, to see the message before everyone does. */
export const viberTestSendSchema = viberCampaignCreateSchema.superRefine((body, ctx) => {
  if (body.address_book != null || body.recipients?.length !== 1)
    ctx.addIssue({
      code: "custom",
      message: "A test goes to exactly one phone number",
      path: ["recipients"],
    });
});

import { z } from "zod";

/** Our own cap (the contract names none); beyond it the upstream answers code 550. */
export const MAX_EMAIL_RECIPIENTS = 100;

/** Not one grouped regex: `^(?:[…]{4})*…$` overflows V8's stack on attachments of a few MB. */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

const base64 = z.string().refine(isBase64, "must be Base64-encoded");

export const emailAddressSchema = z.email("must be an email address").max(254);

export const emailRecipientSchema = z.object({
  name: z.string().max(200).optional(),
  email: emailAddressSchema,
});

const recipients = z
  .array(emailRecipientSchema)
  .max(MAX_EMAIL_RECIPIENTS, `At most ${MAX_EMAIL_RECIPIENTS} recipients`);

const variableValue = z.union([z.string(), z.number(), z.boolean()]);

export const emailTemplateRefSchema = z.object({
  id: z.union([z.string().trim().min(1), z.number().int().positive()]),
  variables: z.record(z.string(), variableValue),
});

/** Custom issues carry the upstream's code in `params.upstreamCode`, so the embedded API answers alike. */
export const emailMessageSchema = z
  .object({
    from: z.object({ name: z.string().max(200).optional(), email: emailAddressSchema }),
    to: recipients.min(1, "Give at least one recipient"),
    cc: recipients.optional(),
    bcc: recipients.optional(),
    reply_to: emailRecipientSchema.optional(),
    subject: z.string().trim().min(1, "Give a subject").max(998),
    html: base64.min(1, "Give the HTML body").optional(),
    text: z.string().optional(),
    template: emailTemplateRefSchema.optional(),
    auto_plain_text: z.boolean().optional(),
    attachments: z.record(z.string().min(1), z.string()).optional(),
    attachments_binary: z.record(z.string().min(1), base64).optional(),
  })
  .superRefine((m, ctx) => {
    const direct = m.html !== undefined || (m.text !== undefined && m.text !== "");
    if (direct && m.template) {
      ctx.addIssue({
        code: "custom",
        path: ["template"],
        message: "Give either html/text or a template, not both",
        params: { upstreamCode: 999 },
      });
    } else if (!direct && !m.template) {
      ctx.addIssue({
        code: "custom",
        path: ["html"],
        message: "Give the body: html/text or a template",
        params: { upstreamCode: 13 },
      });
    }
    const total = m.to.length + (m.cc?.length ?? 0) + (m.bcc?.length ?? 0);
    if (total > MAX_EMAIL_RECIPIENTS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `At most ${MAX_EMAIL_RECIPIENTS} recipients in to, cc and bcc together`,
        params: { upstreamCode: 550 },
      });
    }
  });

export const emailSendSchema = z.object({ email: emailMessageSchema });

export type EmailRecipient = z.output<typeof emailRecipientSchema>;
export type EmailMessage = z.output<typeof emailMessageSchema>;
export type EmailSend = z.output<typeof emailSendSchema>;

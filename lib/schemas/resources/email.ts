import { z } from "zod";

export const clientInfoSchema = z.object({
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  country: z.string(),
  action_date: z.string(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export const linkClickSchema = clientInfoSchema.extend({
  url: z.string(),
  screen_resolution: z.string(),
});
export type LinkClick = z.infer<typeof linkClickSchema>;

const sendFields = { sender: z.string(), subject: z.string(), send_date: z.string() };

const smtpAnswerFields = {
  smtp_answer_code: z.number(),
  smtp_answer_subcode: z.string(),
  smtp_answer_data: z.string(),
};

export const sentEmailSchema = z.object({
  id: z.string(),
  ...sendFields,
  recipient: z.string().nullable(),
  total_size: z.number(),
  sender_ip: z.string(),
  used_ip: z.string(),
  ...smtpAnswerFields,
  tracking: z.object({
    open: z.number(),
    click: z.number(),
    link: z.array(linkClickSchema),
    client_info: z.array(clientInfoSchema),
  }),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const bounceSchema = z.object({ email_to: z.string(), ...sendFields, ...smtpAnswerFields });
export type Bounce = z.infer<typeof bounceSchema>;

export const unsubscribeSchema = z.object({
  email: z.string(),
  how: z.enum(["link", "user", "spam_complaint", "unknown"]),
  unsubscribe_by_link: z.boolean(),
  unsubscribe_by_user: z.boolean(),
  spam_complaint: z.boolean(),
  date: z.string(),
});
export type Unsubscribe = z.infer<typeof unsubscribeSchema>;

export const emailSenderSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  status: z.string().nullable(),
});
export type EmailSender = z.infer<typeof emailSenderSchema>;

export const domainSchema = z.object({
  id: z.number(),
  domain: z.string(),
  active: z.boolean(),
  status: z.number(),
  is_default: z.boolean(),
  ssl_type: z.number().nullable(),
  ssl_expired: z.string().nullable(),
  ssl_generated: z.number().nullable(),
  expire_date: z.string().nullable(),
  /** only when the reply names one (the contract does not) */
  dkim_selector: z.string().optional(),
  /** null: the reply does not say (older replies have no DMARC check) */
  checks: z.object({
    dkim: z.boolean().nullable(),
    spf: z.boolean().nullable(),
    dmarc: z.boolean().nullable(),
    all: z.boolean().nullable(),
    spf_txt_needed: z.string().nullable(),
  }),
});
export type Domain = z.infer<typeof domainSchema>;

export const emailTemplateSchema = z.object({
  id: z.string(),
  real_id: z.number().nullable(),
  name: z.string(),
  lang: z.string().nullable(),
  created: z.string().nullable(),
  preview: z.string().nullable(),
  variables: z.array(z.string()),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

import { z } from "zod";

/** The contract's variants (address_book / address_book_id, numbers as strings…) absorbed by the client. */

export const campaignSchema = z.object({
  id: z.number(),
  name: z.string(),
  message: z.string().nullable(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  image_link: z.string().nullable(),
  address_book_id: z.number().nullable(),
  sender_name: z.string(),
  /** null when the reply leaves it out */
  sender_id: z.number().nullable(),
  message_live_time: z.number().nullable(),
  send_date: z.string(),
  /** or a value the contract does not list */
  status: z.string().nullable(),
  created: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignCountersSchema = z.object({
  sent: z.number(),
  delivered: z.number(),
  read: z.number(),
  redirected: z.number(),
  undelivered: z.number(),
  errors: z.number(),
});
export type CampaignCounters = z.infer<typeof campaignCountersSchema>;

export const campaignStatisticsSchema = campaignSchema.omit({ address_book_id: true }).extend({
  address_book_ids: z.array(z.number()).nullable(),
  stretch_time: z.number(),
  resend_sms: z.boolean(),
  resend_sms_status: z.number().nullable(),
  statistic: campaignCountersSchema,
});
export type CampaignStatistics = z.infer<typeof campaignStatisticsSchema>;

export const recipientSchema = z.object({
  phone: z.string(),
  address_book_id: z.number().nullable(),
  status: z.string(),
  send_date: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  last_update: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const viberSenderSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  service_type: z.string(),
  web_site: z.string(),
  description: z.string(),
  /** a single record's `country` becomes a list of one */
  countries: z.array(z.string()),
  traffic_type: z.string(),
  admin_comment: z.string().nullable(),
});
export type ViberSender = z.infer<typeof viberSenderSchema>;

export const blacklistEntrySchema = z.object({
  id: z.number(),
  phone: z.string(),
  description: z.string(),
  add_date: z.string(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const addressBookSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  active: z.number(),
  inactive: z.number(),
  created: z.string().nullable(),
  status: z.union([z.string(), z.number()]).nullable(),
  status_explain: z.string().nullable(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

export const viberTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  text: z.string(),
});
export type ViberTemplate = z.infer<typeof viberTemplateSchema>;

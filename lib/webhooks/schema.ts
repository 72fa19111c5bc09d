import { z } from "zod";

import { WEBHOOK_KINDS } from "./kinds";

export * from "./kinds";

const name = z.string().trim().min(1, "Give it a name").max(100, "At most 100 characters");
const url = z
  .string()
  .trim()
  .min(1, "Enter the URL")
  .max(2000, "At most 2000 characters")
  .refine((v) => URL.canParse(v), "Enter a full URL such as https://hooks.example.com/…");
const token = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.:-]{0,99}$/i, "Letters, digits and . _ : - only");
const eventTypes = z.array(token).max(50).default([]);
const ruleIds = z.array(token).max(200).default([]);

export const webhookCreateSchema = z.object({
  name,
  url,
  kind: z.enum(WEBHOOK_KINDS, { error: "Pick a kind" }),
  eventTypes,
  ruleIds,
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z
  .object({
    name: name.optional(),
    url: url.optional(),
    eventTypes: z.array(token).max(50).optional(),
    ruleIds: z.array(token).max(200).optional(),
    /** false: turned off by an admin; true: on again (also ends an automatic pause) */
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

export const webhookResendSchema = z.object({
  eventId: z.string().regex(/^evt_[0-9a-f-]{36}$/, "Not an event id"),
});

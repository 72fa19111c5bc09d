import { z } from "zod";

/** The two kinds of endpoint: signed JSON events (Standard Webhooks) or a chat message. */
export const WEBHOOK_KINDS = ["signed", "chat"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  signed: "Signed JSON events",
  chat: "Chat message (Slack, Teams, Google Chat)",
};

/** Event types an endpoint can choose among (none chosen: every type). */
export const WEBHOOK_EVENT_TYPES = [
  ["alert.fired", "An alert starts"],
  ["alert.resolved", "An alert ends"],
  ["campaign.finished", "A campaign finished"],
  ["webhook.paused", "A webhook was paused"],
] as const;

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

/** An endpoint as the API shows it: never its secret, and its URL shortened (it may hold a token). */
export interface WebhookRow {
  id: number;
  name: string;
  /** scheme, host and the path's first segment: chat URLs carry their token in the path */
  urlShown: string;
  kind: WebhookKind;
  eventTypes: string[];
  ruleIds: string[];
  status: "active" | "disabled" | "paused";
  pausedReason: string | null;
  failures: number;
  /** the previous secret still signs until then (a rotation's overlap) */
  previousSecretUntil: string | null;
  lastAttempt: { at: string; ok: boolean } | null;
  createdAt: string;
}

/** One attempt of the delivery log. */
export interface WebhookAttemptRow {
  id: number;
  eventId: string;
  eventType: string | null;
  eventTitle: string | null;
  at: string;
  durationMs: number;
  ok: boolean;
  status: number | null;
  error: string | null;
  response: string | null;
}

/** A create or rotation shows the secret once; its replay says so instead. */
export interface WebhookSaved {
  endpoint: WebhookRow;
  secret?: string;
  notice?: string;
}

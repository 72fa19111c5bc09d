/**
 * Webhooks in the browser without zod (the pages' first load): the kinds, the
 * event types to choose among, and the rows the API answers with.
 * lib/webhooks/schema.ts has the request schemas.
 */

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

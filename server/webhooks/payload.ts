import "server-only";

import { randomBytes } from "node:crypto";

import { Webhook } from "standardwebhooks";

import type { WatchEvent } from "@/server/watch/events";

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** An event's link as an absolute URL on the console's public origin. */
export function absoluteLink(link: string | null, origin: string): string {
  return new URL(link ?? "/", origin).toString();
}

/** The signed kind's body: Standard Webhooks' { type, timestamp, data }. */
export function signedBody(event: WatchEvent, origin: string): string {
  return JSON.stringify({
    type: event.type,
    timestamp: new Date(event.createdAt).toISOString(),
    data: {
      id: event.id,
      ruleId: event.ruleId,
      subject: event.subject,
      severity: event.severity,
      title: event.title,
      summary: event.summary,
      link: absoluteLink(event.link, origin),
      measured: event.measured ?? null,
    },
  });
}

/** The figure in words: "3.1 % (7 of 226) of hard bounces, over 1 hour, threshold 2 %". */
export function figure(measured: unknown): string | null {
  const m = measured as {
    what?: string;
    value?: string;
    threshold?: string;
    window?: string;
  } | null;
  if (!m?.value) return null;
  const extra = [m.window && `over ${m.window}`, m.threshold && `threshold ${m.threshold}`]
    .filter(Boolean)
    .join(", ");
  return `${m.what ? `${m.what}: ` : ""}${m.value}${extra ? ` (${extra})` : ""}`;
}

/**
 * The chat kind's body, as Slack's incoming webhooks take it (Teams and Google Chat
 * read `text` too): the title, the figure and the link in `text`, and the same as
 * blocks for Slack.
 */
export function chatBody(event: WatchEvent, origin: string): string {
  const link = absoluteLink(event.link, origin);
  const fig = figure(event.measured);
  const lines = [event.title, fig, event.summary || null, link].filter(Boolean);
  return JSON.stringify({
    text: lines.join("\n"),
    blocks: [
      {
        type: "section",
        text: {
          type: "mrkdwn",
          text: [`*${event.title}*`, fig, event.summary || null].filter(Boolean).join("\n"),
        },
      },
      { type: "context", elements: [{ type: "mrkdwn", text: `<${link}|Open in the console>` }] },
    ],
  });
}

/**
 * The three Standard Webhooks headers; `webhook-signature` holds one signature per
 * secret in force (the current and, during a rotation's overlap, the previous).
 */
export function signatureHeaders(
  eventId: string,
  body: string,
  secrets: string[],
  at = new Date(),
): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((s) => new Webhook(s).sign(eventId, at, body)).join(" "),
  };
}

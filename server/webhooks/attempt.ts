import "server-only";

import type { Agent } from "undici";

import { db } from "@/server/db/client";
import { webhookAttempts, type webhookEndpoints } from "@/server/db/schema";
import { env } from "@/server/env";
import type { WatchEvent } from "@/server/watch/events";

import { chatBody, signatureHeaders, signedBody } from "./payload";
import { postOnce, webhookAgent, type PostResult } from "./safe-http";
import { secretsInForce } from "./secrets";

type Endpoint = typeof webhookEndpoints.$inferSelect;

const g = globalThis as unknown as { __webhookAgent?: Agent };

/** The console's public origin, for absolute links (NEXTAUTH_URL in production). */
export function publicOrigin(): string {
  const e = env();
  return e.publicOrigins[0] ?? `http://localhost:${e.PORT}`;
}

/**
 * One attempt to deliver an event to an endpoint, recorded in its log: signed
 * (webhook-id is the event's id, on every attempt) or as a chat message.
 */
export async function attemptDelivery(endpoint: Endpoint, event: WatchEvent): Promise<PostResult> {
  const allowPrivate = env().WEBHOOKS_ALLOW_PRIVATE_TARGETS;
  g.__webhookAgent ??= webhookAgent(allowPrivate);
  const origin = publicOrigin();
  let result: PostResult;
  if (endpoint.kind === "signed") {
    const secrets = secretsInForce(endpoint);
    const body = signedBody(event, origin);
    result = secrets.length
      ? await postOnce(
          g.__webhookAgent,
          new URL(endpoint.url),
          body,
          signatureHeaders(event.id, body, secrets),
          allowPrivate,
        )
      : {
          status: null,
          response: null,
          error: "The signing secret does not open (AUTH_SECRET changed?): rotate it",
          durationMs: 0,
        };
  } else {
    result = await postOnce(
      g.__webhookAgent,
      new URL(endpoint.url),
      chatBody(event, origin),
      {},
      allowPrivate,
    );
  }
  await (await db()).insert(webhookAttempts).values({
    endpointId: endpoint.id,
    eventId: event.id,
    durationMs: result.durationMs,
    ok: isSuccess(result),
    status: result.status,
    error:
      result.error ??
      (result.status !== null && !isSuccess(result) ? `HTTP ${result.status}` : null),
    response: result.response,
  });
  return result;
}

/** A 2xx answer; a redirect is not followed, so it is not a delivery. */
export const isSuccess = (r: PostResult) => r.status !== null && r.status >= 200 && r.status < 300;

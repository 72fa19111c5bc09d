import "server-only";

import { seal, unseal } from "@/server/auth/sealed";
import type { webhookEndpoints } from "@/server/db/schema";

const PURPOSE = "messaging-console webhook secret v1";
/** How long a rotated-out secret still signs, so receivers can switch without losing events. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const sealSecret = (secret: string, endpointId: number) =>
  seal(secret, PURPOSE, `webhook:${endpointId}`);

type Endpoint = typeof webhookEndpoints.$inferSelect;

/** The secrets that sign now: the current one, and the previous during its overlap. */
export function secretsInForce(endpoint: Endpoint, now = Date.now()): string[] {
  const owner = `webhook:${endpoint.id}`;
  const current = endpoint.secret ? unseal(endpoint.secret, PURPOSE, owner) : null;
  const previous =
    endpoint.previousSecret && endpoint.previousUntil && endpoint.previousUntil.getTime() > now
      ? unseal(endpoint.previousSecret, PURPOSE, owner)
      : null;
  return [current, previous].filter((s): s is string => !!s);
}

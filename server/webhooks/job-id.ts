import "server-only";

import { createHash } from "node:crypto";

/**
 * The delivery job's id, derived from (endpoint, event, send): the same
 * delivery enqueued twice (a fan-out run again, two instances) is one job, and
 * pg-boss lets one worker hold it at a time. "Send again" is the next send.
 */
export function deliveryJobId(endpointId: number, eventId: string, send: number): string {
  const h = createHash("sha256").update(`webhook:${endpointId}:${eventId}:${send}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x80; // a version-8 (custom) UUID
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import "server-only";

import type { z } from "zod";

import { UpstreamError } from "./errors";

/** Parses an upstream reply; a shape we cannot read is the upstream's fault, logged, never leaked. */
export function parseReply<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".")}: ${i.message}`)
    .join("; ");
  console.warn(`[upstream] unexpected ${what} reply: ${reason}`);
  throw new UpstreamError(
    "upstream_unavailable",
    "The Messaging API sent an answer the console cannot read.",
    {
      reason: `unexpected ${what} reply: ${reason}`,
    },
  );
}

import "server-only";

import type { z } from "zod";

import { UpstreamError } from "./errors";

/** Each distinct unreadable shape is logged once per process (bounded), not on every read. */
const logged = new Set<string>();
const MAX_LOGGED = 500;

function logOnce(line: string): void {
  if (logged.has(line)) return;
  if (logged.size >= MAX_LOGGED) logged.clear();
  logged.add(line);
  console.warn(`[upstream] ${line}`);
}

function reasonOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(reply)"}: ${i.message}`)
    .join("; ");
}

/**
 * Parses an upstream reply; a shape the console cannot read is the upstream's fault:
 * logged once with the path and the reason, never leaked, and it fails only the
 * read that needed it.
 */
export function parseReply<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const reason = reasonOf(parsed.error);
  logOnce(`unexpected ${what} reply: ${reason}`);
  throw new UpstreamError(
    "upstream_unavailable",
    "The Messaging API sent an answer the console cannot read.",
    { reason: `unexpected ${what} reply: ${reason}` },
  );
}

/**
 * The items of a list reply, one by one: an item that cannot be read (say, a
 * record without its id) is left out and counted, and logged once, so one bad
 * record does not take the whole list down.
 */
export function readItems<S extends z.ZodType>(
  schema: S,
  list: readonly unknown[],
  what: string,
): { items: z.output<S>[]; unreadable: number } {
  const items: z.output<S>[] = [];
  let unreadable = 0;
  for (const value of list) {
    const parsed = schema.safeParse(value);
    if (parsed.success) items.push(parsed.data);
    else {
      unreadable++;
      logOnce(`unreadable ${what} item left out: ${reasonOf(parsed.error)}`);
    }
  }
  return { items, unreadable };
}

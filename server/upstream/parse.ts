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

/**
 * What a list endpoint makes of its replies, made once per reply. A cached or
 * coalesced read hands every caller the very same reply object (transport.ts),
 * so the hot lists every page reads (senders, domains) were validated, mapped
 * and then serialised again for each request; now the result is kept with the
 * reply (weakly: it goes when the cache drops the reply) and its JSON with it
 * (`sharedJson`). A result made here is shared between requests: callers read
 * it and never change it. A reply that fails to parse is not kept (it throws
 * again, as before). `what` names the reading; `replies` are every reply it reads.
 */
const madeFrom = new WeakMap<object, Map<string, { others: unknown[]; value: unknown }>>();
const sharedResults = new WeakMap<object, { json: string | null }>();

export function fromReplies<T extends object>(what: string, replies: unknown[], make: () => T): T {
  const [first, ...others] = replies;
  if (typeof first !== "object" || first === null) return make();
  let byWhat = madeFrom.get(first);
  const hit = byWhat?.get(what);
  if (hit && hit.others.length === others.length && hit.others.every((o, i) => o === others[i]))
    return hit.value as T;
  const value = make();
  if (!byWhat)
    madeFrom.set(first, (byWhat = new Map<string, { others: unknown[]; value: unknown }>()));
  byWhat.set(what, { others, value });
  sharedResults.set(value, { json: null });
  return value;
}

/** The JSON of a result made by `fromReplies`, serialised once; null for any other value. */
export function sharedJson(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const shared = sharedResults.get(value);
  if (!shared) return null;
  return (shared.json ??= JSON.stringify(value));
}

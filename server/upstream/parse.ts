import "server-only";

import type { z } from "zod";

import { UpstreamError } from "./errors";

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

/** A shape the console cannot read is logged once (never leaked) and fails only this read. */
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

/** An item that cannot be read is left out, counted and logged once. */
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
 * A cached or coalesced reply is one object shared by every caller, so what a list
 * endpoint makes of it (and its JSON) is kept with it, weakly. Callers must not change it.
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

export function sharedJson(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const shared = sharedResults.get(value);
  if (!shared) return null;
  return (shared.json ??= JSON.stringify(value));
}

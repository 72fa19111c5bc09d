import "server-only";

import { z } from "zod";

import type { ListResult } from "@/lib/schemas/resources";

import { count, flagOrNull, listReply } from "./coerce";
import { parseReply, readItems } from "./parse";
import type { RequestSpec, Transport } from "./transport";

/** How long a list page is served again from memory (a page's render and its browser's read). */
export const LIST_TTL_MS = 2_000;

/** A page of a list the upstream pages with `limit` and `offset`. */
export type PageQuery = { limit?: number; offset?: number };

/** A GET through the transport: the path, and its query, cache time or params. */
export function get(
  t: Transport,
  path: string,
  spec: Omit<RequestSpec, "method" | "path"> = {},
): Promise<unknown> {
  return t.request({ method: "GET", path, ...spec });
}

/**
 * The records of a list reply (an array, `{data:[…]}` or a map keyed 0..n), each
 * read on its own: `what` names the reply, `item` one record, in the log.
 */
export function readList<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  what: string,
  item: string,
): { items: z.output<S>[]; unreadable: number } {
  return readItems(schema, parseReply(listReply, raw, what), item);
}

/**
 * A list result: the records read, mapped, the reply's total when it gave one,
 * and how many records were left out when any were.
 */
export function listed<T, U>(
  read: { items: T[]; unreadable: number },
  map: (item: T) => U,
  total: number | null = null,
): ListResult<U> {
  return {
    items: read.items.map(map),
    ...(total === null ? {} : { total }),
    ...(read.unreadable ? { unreadable: read.unreadable } : {}),
  };
}

/** A `{total}` reply (GET …/total), kept as briefly as the lists. */
export async function readTotal(
  t: Transport,
  path: string,
  what: string,
): Promise<{ total: number }> {
  const raw = await get(t, path, { cacheTtlMs: LIST_TTL_MS });
  return { total: parseReply(z.looseObject({ total: count }), raw, what).total };
}

/** `{result: true}`; a result that is explicitly false (or "0") is a refusal. */
export const ok = z.looseObject({ result: flagOrNull }).refine((r) => r.result !== false, {
  message: "result is false",
});

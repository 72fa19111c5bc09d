import "server-only";

import { z } from "zod";

import type { ListResult } from "@/lib/schemas/resources";

import { count, flagOrNull, listReply } from "./coerce";
import { parseReply, readItems } from "./parse";
import type { RequestSpec, Transport } from "./transport";

export const LIST_TTL_MS = 2_000;

export type PageQuery = { limit?: number; offset?: number };

export function get(
  t: Transport,
  path: string,
  spec: Omit<RequestSpec, "method" | "path"> = {},
): Promise<unknown> {
  return t.request({ method: "GET", path, ...spec });
}

export function readList<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  what: string,
  item: string,
): { items: z.output<S>[]; unreadable: number } {
  return readItems(schema, parseReply(listReply, raw, what), item);
}

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

export async function readTotal(
  t: Transport,
  path: string,
  what: string,
): Promise<{ total: number }> {
  const raw = await get(t, path, { cacheTtlMs: LIST_TTL_MS });
  return { total: parseReply(z.looseObject({ total: count }), raw, what).total };
}

/** a result that is explicitly false (or "0") is a refusal */
export const ok = z.looseObject({ result: flagOrNull }).refine((r) => r.result !== false, {
  message: "result is false",
});

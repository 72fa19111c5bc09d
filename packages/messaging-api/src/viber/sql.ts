import type { z } from "zod";

import { badRequest, unprocessable } from "../http";

export const upstreamDate = (column: string, tzParam: string) =>
  `to_char(${column} AT TIME ZONE ${tzParam}, 'YYYY-MM-DD HH24:MI:SS')`;

export const uniform = (expr: string, salt: string) =>
  `(((hashint8extended(${expr}, ${salt}) % 1000000) + 1000000) % 1000000 / 1000000.0)`;

export function parseId(text: string | undefined, what = "id"): number {
  if (!text || !/^\d{1,9}$/.test(text)) throw badRequest(`${what} must be a positive integer`);
  return Number(text);
}

export function parsePage(
  query: URLSearchParams,
  {
    defaultLimit,
    maxLimit,
    strict = false,
  }: { defaultLimit: number; maxLimit: number; strict?: boolean },
): { limit: number; offset: number } {
  const read = (name: string, fallback: number) => {
    const raw = query.get(name)?.trim();
    if (raw === undefined || raw === "") return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a whole number`);
    return Number(raw);
  };
  // `limit=0`, as some clients send when they mean "no limit given", is the default page
  const limit = read("limit", defaultLimit) || defaultLimit;
  if (strict && limit > maxLimit) throw badRequest(`limit must be between 1 and ${maxLimit}`);
  return { limit: Math.min(limit, maxLimit), offset: read("offset", 0) };
}

/** 400 when malformed, 422 when well formed but refused. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("Badly formed data: the body must be a JSON object");
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest("Badly formed data");
  const field = issue.path.join(".") || "body";
  if (valueAt(body, issue.path) === undefined && issue.code === "invalid_type")
    throw badRequest(`${field} is required`);
  const message = `${field}: ${issue.message}`;
  throw issue.code === "invalid_type" || issue.code === "invalid_union"
    ? badRequest(message)
    : unprocessable(message);
}

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

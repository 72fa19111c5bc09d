import { dayStringSchema } from "@messaging-console/contract/email";
import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";
import type { z } from "zod";

import { ApiError, badRequest } from "../http";

/** Seeded randomness inside SQL. */
export const uniform = (expr: string, salt: number) =>
  `((((hashint8extended(${expr}, ${salt}) % 1000000) + 1000000) % 1000000) / 1000000.0)`;

export const pickIndex = (expr: string, salt: number, size: number) =>
  `(((hashint8extended(${expr}, ${salt}) % ${size}) + ${size}) % ${size})::int`;

/** `limit=0` (the Node SDK's default) means the default page. */
export function parsePage(query: URLSearchParams, defaultLimit = 100, maxLimit = 500) {
  const read = (name: string, fallback: number) => {
    const raw = query.get(name)?.trim();
    if (raw === undefined || raw === "") return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a whole number`);
    return Number(raw);
  };
  const limit = read("limit", defaultLimit);
  return {
    limit: Math.min(limit === 0 ? defaultLimit : limit, maxLimit),
    offset: read("offset", 0),
  };
}

export function parseDay(
  query: URLSearchParams,
  name: string,
  timeZone: string,
): { start: number; end: number } | null {
  const raw = query.get(name);
  if (raw === null || raw === "") return null;
  if (!dayStringSchema.safeParse(raw).success)
    throw badRequest(`${name} must be a date YYYY-MM-DD`);
  const [y, m, d] = raw.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const start = parseUpstreamDate(`${raw} 00:00:00`, timeZone);
  const end = parseUpstreamDate(`${next} 00:00:00`, timeZone);
  if (start === null || end === null) throw badRequest(`${name} must be a date YYYY-MM-DD`);
  return { start, end };
}

export function parseWith<S extends z.ZodType>(
  schema: S,
  body: unknown,
  codeOf: (issue: z.core.$ZodIssue) => ApiError,
): z.output<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("Badly formed data. Check API documentation", 999);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw badRequest("Badly formed data. Check API documentation", 999);
  throw codeOf(issue);
}

export const describeIssue = (issue: z.core.$ZodIssue) =>
  `${issue.path.join(".") || "body"}: ${issue.message}`;

import "server-only";

import type { z } from "zod";

import { HttpError } from "./errors";

/** zod issues → `fields` (path → first message), e.g. `{"recipients.3": "…"}`. */
export function issuesToFields(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || prefix || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses `input` or throws 400 `validation_failed` with a message per field. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  part: "params" | "query" | "body",
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = issuesToFields(result.error, part === "body" ? undefined : part);
  const first = Object.entries(fields)[0];
  const message = first ? `${first[0]}: ${first[1]}` : "The request is not valid.";
  throw new HttpError("validation_failed", message, fields);
}

/** Query string → plain object; repeated keys become arrays. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of params) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/**
 * Text with NUL or other C0 control characters (other than tab and new lines)
 * is refused for every write: no database stores NUL in text, and no person types it.
 */
export function assertPlainText(value: unknown, path: string[] = []): void {
  if (typeof value === "string") {
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value)) {
      const field = path.join(".") || "_";
      throw new HttpError("validation_failed", `${field}: contains control characters`, {
        [field]: "contains control characters",
      });
    }
  } else if (Array.isArray(value))
    value.forEach((v, i) => assertPlainText(v, [...path, String(i)]));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) assertPlainText(v, [...path, k]);
  }
}

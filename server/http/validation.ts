import "server-only";

import type { z } from "zod";

import { HttpError } from "@/server/errors";

export function issuesToFields(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || prefix || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

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

export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of params) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

export const MAX_INPUT_DEPTH = 32;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function refuse(path: string[], problem: string): never {
  const field = path.join(".") || "_";
  throw new HttpError("validation_failed", `${field}: ${problem}`, { [field]: problem });
}

function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return "contains control characters";
  if (LONE_SURROGATE.test(text)) return "is not valid text (a broken Unicode character)";
  return null;
}

/**
 * Refuses C0 controls, lone surrogates and nesting past {@link MAX_INPUT_DEPTH} before any
 * schema: no database stores NUL, no upstream reads a broken character. No recursion.
 */
export function assertPlainText(value: unknown, root: string[] = []): void {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (path.length - root.length > MAX_INPUT_DEPTH)
      refuse(
        path.slice(0, root.length + 3).concat("…"),
        `nested deeper than ${MAX_INPUT_DEPTH} levels`,
      );
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) refuse(path, problem);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
    } else if (v && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        const problem = textProblem(k);
        if (problem) refuse([...path, JSON.stringify(k).slice(1, 40)], `the key ${problem}`);
        stack.push({ value: item, path: [...path, k] });
      }
    }
  }
}

/** A route without a body schema takes none (or `{}`). */
export async function readWriteBody(
  request: Request,
  schema: z.ZodType | undefined,
): Promise<unknown> {
  const json = await readJson(request);
  assertPlainText(json);
  if (!schema && json !== undefined && !isEmptyObject(json))
    throw new HttpError("validation_failed", "This request takes no body.", {
      _: "no body expected",
    });
  return schema ? parseOrThrow(schema, json, "body") : undefined;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError("validation_failed", "The request body is not valid JSON.", {
      _: "not valid JSON",
    });
  }
}

function isEmptyObject(v: unknown): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;
}

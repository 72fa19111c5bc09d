import "server-only";

import { z } from "zod";

/**
 * Field readers for upstream replies, liberal as UPSTREAM-NOTES.md requires: missing,
 * null, numbers as strings, 0/1 flags, "" for no value, PHP's `[]` for `{}`.
 */

export function toNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function toText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}

export function toFlag(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["1", "true", "yes", "on"].includes(s)) return true;
    if (["0", "false", "no", "off", ""].includes(s)) return false;
    const n = toNumber(s);
    return n === null ? null : n !== 0;
  }
  return null;
}

/** An object keyed 0..n is a PHP array that came out as a map. */
export function toList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v === "object" && v !== null) return Object.values(v);
  return [];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function describe(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  return typeof v === "string" ? `"${v.slice(0, 40)}"` : typeof v;
}

const lenient = <T>(read: (v: unknown) => T) => z.unknown().optional().transform(read);

const required = <T>(read: (v: unknown) => T | null, expected: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const out = read(v);
      if (out !== null) return out;
      ctx.addIssue({ code: "custom", message: `expected ${expected}, got ${describe(v)}` });
      return z.NEVER;
    });

export const id = required(toNumber, "a number");
export const text = required((v) => toText(v) || null, "text");
export const count = lenient((v) => toNumber(v) ?? 0);
export const numOrNull = lenient(toNumber);
export const textOr = (fallback: string) => lenient((v) => toText(v) || fallback);
export const textOrNull = lenient((v) => toText(v) || null);
export const flag = lenient((v) => toFlag(v) ?? false);
export const flagOrNull = lenient(toFlag);

export const obj = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess((v) => (isRecord(v) ? v : {}), z.looseObject(shape));

/** Unreadable items fail the list here; `readItems` (parse.ts) leaves them out instead. */
export const listOf = <S extends z.ZodType>(item: S) =>
  z.preprocess((v) => toList(v), z.array(item));

export const listReply = z.unknown().transform((v, ctx): unknown[] => {
  if (Array.isArray(v)) return v as unknown[];
  if (isRecord(v)) {
    const inner = v.data ?? v.list ?? v.items;
    if (Array.isArray(inner)) return inner as unknown[];
    const keys = Object.keys(v);
    if (keys.length === 0) return [];
    if (keys.every((k, i) => k === String(i))) return Object.values(v);
  }
  ctx.addIssue({ code: "custom", message: `expected a list, got ${describe(v)}` });
  return z.NEVER;
});

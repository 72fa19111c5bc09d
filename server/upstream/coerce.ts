import "server-only";

import { z } from "zod";

/**
 * Field readers for upstream replies, liberal in what they accept (UPSTREAM-NOTES.md,
 * "Real clients and reply samples"): a key may be missing or null, a number may come
 * as a string and a string as a number, a boolean as 0/1 or "true", an empty string
 * may stand for "no value", and PHP's empty array `[]` for an empty object. Only what
 * a decision truly needs (an id) is required (`id`, `text`); every other reader has
 * a documented default. Extra keys pass through untouched (`looseObject`).
 */

/** A finite number from a number or a numeric string ("12", " 3.5 ", "1e3"); else null. */
export function toNumber(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Text from a string or a number (a phone sent as a number); else null. */
export function toText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}

/** true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no" → boolean; anything else null. */
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

/** A list from an array, or from an object keyed 0..n (a PHP array that came out as a map). */
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

/** A reader that never fails: missing or unreadable values become `read`'s default. */
const lenient = <T>(read: (v: unknown) => T) => z.unknown().optional().transform(read);

/** A reader that fails (with the value it got) when `read` cannot make sense of it. */
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

/** A required number (ids). */
export const id = required(toNumber, "a number");
/** A required non-empty text (string ids, an address). */
export const text = required((v) => toText(v) || null, "text");
/** A number that defaults to 0 (counters, sizes, codes). */
export const count = lenient((v) => toNumber(v) ?? 0);
/** A number, or null when missing or unreadable. */
export const numOrNull = lenient(toNumber);
/** Text, or `fallback` when missing, null or empty. */
export const textOr = (fallback: string) => lenient((v) => toText(v) || fallback);
/** Text, or null when missing, null or empty. */
export const textOrNull = lenient((v) => toText(v) || null);
/** A boolean that defaults to false. */
export const flag = lenient((v) => toFlag(v) ?? false);
/** A boolean, or null when missing or unreadable ("unknown" in a page). */
export const flagOrNull = lenient(toFlag);

/** A nested object; PHP's `[]`, null or a non-object reads as `{}` so its fields take their defaults. */
export const obj = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess((v) => (isRecord(v) ? v : {}), z.looseObject(shape));

/**
 * A list of `item`s; missing, null or not a list reads as empty, and an object
 * keyed 0..n as its values. Items that cannot be read are left out and counted
 * by `readItems` (server/upstream/parse.ts) — here they fail the list.
 */
export const listOf = <S extends z.ZodType>(item: S) =>
  z.preprocess((v) => toList(v), z.array(item));

/**
 * A reply that is a list: the array itself, one wrapped in `data`, `list` or
 * `items`, `{}` (PHP's empty array) or a map keyed 0..n. Anything else — text, a
 * number, an object that holds no list — cannot be read as a list.
 */
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

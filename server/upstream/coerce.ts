import "server-only";

import { z } from "zod";

/**
 * Tolerant field readers for upstream replies: numbers may arrive as strings,
 * optional text as null or missing. Unknown extra fields pass through untouched.
 */
export const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
export const numOrNull = z
  .union([num, z.null(), z.undefined(), z.literal("")])
  .transform((v) => (typeof v === "number" ? v : null));
export const text = z.union([z.string(), z.number()]).transform(String);
export const textOr = (fallback: string) =>
  z.union([text, z.null(), z.undefined()]).transform((v) => v ?? fallback);
export const textOrNull = z
  .union([text, z.null(), z.undefined()])
  .transform((v) => (v === undefined || v === "" ? null : v));
/** 0/1, "0"/"1", true/false → boolean */
export const flag = z
  .union([z.boolean(), num, z.null(), z.undefined()])
  .transform((v) => v === true || (typeof v === "number" && v !== 0));

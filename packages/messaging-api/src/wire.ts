import { parse as parseForm } from "qs";

import { isObject } from "./body-shapes";
import { badRequest } from "./http";

/**
 * What real clients put on the wire (UPSTREAM-NOTES.md, "Real clients"): form bodies,
 * PHP-serialized fields, GET filters in a JSON body, double slashes. The production
 * service takes all of it, so this does too; everything below sees one shape.
 */

/**
 * Runs of slashes collapsed; null (404) when normalising could name another resource.
 * Split by hand: `new URL("//viber/senders", base)` would read `viber` as a host.
 */
export function normaliseTarget(raw: string): { path: string; query: URLSearchParams } | null {
  const q = raw.indexOf("?");
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  const query = new URLSearchParams(q === -1 ? "" : raw.slice(q + 1));
  if (!rawPath.startsWith("/") || /[\\\s]|%2f|%5c/i.test(rawPath)) return null;
  const path = rawPath.replace(/\/{2,}/g, "/");
  const decoded = path.split("/").map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  if (decoded.some((s) => s === "." || s === "..")) return null;
  return { path, query };
}

const FORM = "application/x-www-form-urlencoded";

/** JSON, or a PHP-bracketed form; without a Content-Type, JSON then form. */
export function decodeBody(text: string, contentType: string | undefined): unknown {
  if (text.trim() === "") return undefined;
  // NUL cannot be stored in text: refuse it as badly formed, as a 400, not a 500
  if (text.includes("\u0000") || text.includes("\\u0000"))
    throw badRequest("Badly formed data. Check API documentation", 999);
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === FORM) return readForm(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (type === "" && /^[^{[\s"][^=&]*=/.test(text)) return readForm(text);
    throw badRequest("Badly formed data. Check API documentation", 999);
  }
}

function readForm(text: string): Record<string, unknown> {
  // a contract list holds at most 1,000 recipients and 500 email ids
  return parseForm(text, { arrayLimit: 10_000, parameterLimit: 50_000, depth: 8 });
}

/** As the Node SDK sends them; the query string wins. */
export function bodyIntoQuery(query: URLSearchParams, body: unknown): URLSearchParams {
  if (!isObject(body)) return query;
  const merged = new URLSearchParams(query);
  for (const [k, v] of Object.entries(body)) {
    if (merged.has(k) || v === null || v === undefined || typeof v === "object") continue;
    if (typeof v === "string") merged.set(k, v);
    else if (typeof v === "number" || typeof v === "boolean" || typeof v === "bigint")
      merged.set(k, String(v));
  }
  return merged;
}

import "server-only";

import { parse as parseForm } from "qs";

import { isObject } from "./body-shapes";
import { badRequest } from "./http";

/**
 * What real clients put on the wire, read into the JSON the contract describes.
 * The official SDKs differ (UPSTREAM-NOTES.md, "Real clients"): PHP v1, Ruby,
 * Java and C# post form-encoded bodies, the token request included; the Node SDK
 * sends `email`/`emails` PHP-serialized and its GET filters as a JSON body; two
 * SDKs build paths with a double slash. The production service takes all of it,
 * so the embedded API does too — and everything below this layer sees one shape.
 */

/**
 * The request target's path, with runs of slashes collapsed (`//smtp/emails` is
 * `/smtp/emails`), and its query. Null when the path cannot be normalised without
 * possibly naming another resource (dot segments, backslashes, encoded slashes):
 * the caller answers 404. `new URL("//viber/senders", base)` would read `viber` as
 * a host and route the request to `/senders`, so the raw target is split by hand.
 */
export function normaliseTarget(raw: string): { path: string; query: URLSearchParams } | null {
  const q = raw.indexOf("?");
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  const query = new URLSearchParams(q === -1 ? "" : raw.slice(q + 1));
  if (!rawPath.startsWith("/") || /[\\\s]|%2f|%5c/i.test(rawPath)) return null;
  const path = rawPath.replace(/\/{2,}/g, "/");
  // a badly encoded segment is left to the router (a 400 naming the parameter)
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

/**
 * A request body: JSON, or form-encoded with PHP-style brackets
 * (`emails[0][email]=…`, `phones[]=…`). Without a Content-Type the body is tried
 * as JSON, then as a form. Undefined when empty.
 */
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
  // bounded: a contract list holds at most 1,000 recipients and 500 email ids
  return parseForm(text, { arrayLimit: 10_000, parameterLimit: 50_000, depth: 8 });
}

/**
 * GET filters sent as a JSON (or form) body, as the official Node SDK sends
 * them: read as query parameters the query string did not already give.
 */
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

import "server-only";

import { isSerialized, unserialize } from "php-serialize";
import { parse as parseForm } from "qs";

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
 * A field given as a PHP-serialized string (`a:1:{i:0;s:…}`) or a JSON string
 * (`"[\"a@b.c\"]"`), as some clients send `email` and `emails`: the value it
 * encodes. Anything else is returned as it is.
 */
export function unpack(value: unknown): unknown {
  if (typeof value !== "string") return listsOf(value);
  const text = value.trim();
  if (/^[aOsibdN][:;]/.test(text) && isSerialized(text)) {
    try {
      // objects serialized from PHP's stdClass (or anything else) read as plain objects
      const read: unknown = unserialize(text, { stdClass: PlainObject }, { strict: false });
      return listsOf(JSON.parse(JSON.stringify(read)) as unknown);
    } catch {
      throw badRequest("Badly formed data: a serialized value could not be read", 999);
    }
  }
  if (/^[[{]/.test(text)) {
    try {
      return listsOf(JSON.parse(text) as unknown);
    } catch {
      return value;
    }
  }
  return value;
}

class PlainObject {}

/** PHP arrays and form fields arrive as objects keyed 0..n-1: those are lists. */
function listsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(listsOf);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, listsOf(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A digit string (as every form field is) read as the number the contract means. */
function toNumber(body: Body, key: string): void {
  const v = body[key];
  if (typeof v === "string" && /^-?\d{1,15}$/.test(v.trim())) body[key] = Number(v.trim());
}

/** "true"/"false"/"1"/"0"/1/0 read as the boolean the contract means. */
function toBoolean(body: Body, key: string): void {
  const v = body[key];
  if (v === "true" || v === "1" || v === 1) body[key] = true;
  else if (v === "false" || v === "0" || v === 0 || v === "") body[key] = false;
}

/** Optional keys that clients send as null (or an empty form field) mean "not given". */
function dropEmpty(body: Body, ...keys: string[]): void {
  for (const key of keys) if (body[key] === null || body[key] === "") delete body[key];
}

function emptyListAsMap(body: Body, key: string): void {
  const v = body[key];
  if (Array.isArray(v) && v.length === 0) body[key] = {};
}

function unpackField(body: Body, key: string): void {
  if (key in body) body[key] = unpack(body[key]);
}

/** Per write route: how its body is read into the contract's shape. */
const SHAPES: Record<string, (body: Body) => void> = {
  "POST /viber": (b) => {
    unpackField(b, "recipients");
    unpackField(b, "additional");
    for (const k of ["message_type", "sender_id", "message_live_time", "stretch_time"])
      toNumber(b, k);
    toNumber(b, "address_book");
    // the Go client sends `address_book: 0` beside `recipients`; others `recipients: null`
    if (b.address_book === 0 || b.address_book === "0") delete b.address_book;
    dropEmpty(b, "address_book", "recipients", "task_name", "stretch_time", "additional");
    if (isObject(b.additional)) {
      const a = b.additional;
      dropEmpty(a, "button", "image", "resend_sms");
      if (isObject(a.resend_sms)) toBoolean(a.resend_sms, "status");
    }
  },
  "POST /v2/viber-service/phone-exception": (b) => unpackField(b, "phones"),
  "DELETE /v2/viber-service/phone-exception": (b) => unpackField(b, "phones"),
  "POST /smtp/emails": (b) => {
    unpackField(b, "email");
    const m = b.email;
    if (!isObject(m)) return;
    dropEmpty(m, "template", "attachments", "attachments_binary", "reply_to", "cc", "bcc");
    dropEmpty(m, "html", "text");
    toBoolean(m, "auto_plain_text");
    // PHP serializes an empty map as an empty array (`a:0:{}`): where the contract has a map, it is one
    for (const key of ["attachments", "attachments_binary"]) emptyListAsMap(m, key);
    if (isObject(m.template)) emptyListAsMap(m.template, "variables");
    // Base64 as Ruby's encode64 writes it (a newline every 60 characters): PHP's
    // base64_decode, behind the real service, ignores the whitespace
    if (typeof m.html === "string") m.html = m.html.replace(/\s+/g, "");
    if (isObject(m.attachments_binary))
      for (const [k, v] of Object.entries(m.attachments_binary))
        if (typeof v === "string") m.attachments_binary[k] = v.replace(/\s+/g, "");
  },
  "POST /smtp/emails/info": (b) => unpackField(b, "emails"),
  "POST /smtp/unsubscribe": (b) => unpackField(b, "emails"),
  "DELETE /smtp/unsubscribe": (b) => unpackField(b, "emails"),
};

/** A write's body read into the contract's shape (`route` is `METHOD /pattern`). */
export function shapeBody(route: string, body: unknown): unknown {
  const shape = SHAPES[route];
  if (!shape || !isObject(body)) return body;
  const copy = structuredClone(body);
  shape(copy);
  return copy;
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

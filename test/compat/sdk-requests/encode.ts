/**
 * The encoders the official SDKs rely on, re-implemented from their languages'
 * documented behaviour (no SDK code), so the replayed bodies are byte for byte
 * what each SDK puts on the wire. Checked against the real thing where a runtime
 * was at hand: Java 17 (URLEncoder, HashMap order, the bundled Pherialize) and
 * Python 3 + requests 2.34 (json.dumps, requests' query building).
 */
export { serialize as phpSerialize } from "php-serialize";

/**
 * Form encoders differ in which characters they leave alone and in the case of
 * their hex digits: PHP `urlencode` (http_build_query) keeps `A-Za-z0-9_.-`;
 * Ruby `URI.encode_www_form_component` and Java `URLEncoder` also keep `*`; .NET
 * `HttpUtility.UrlEncode` keeps `!*()` too and writes lower-case hex. All of them
 * write a space as `+` and encode UTF-8 bytes.
 */
export type FormFlavour = "php" | "ruby" | "java" | "dotnet";

const SAFE: Record<FormFlavour, RegExp> = {
  php: /^[A-Za-z0-9_.-]$/,
  ruby: /^[A-Za-z0-9_.*-]$/,
  java: /^[A-Za-z0-9_.*-]$/,
  dotnet: /^[A-Za-z0-9_.!*()-]$/,
};

export function urlEncode(text: string, flavour: FormFlavour): string {
  let out = "";
  for (const ch of text) {
    if (ch === " ") out += "+";
    else if (SAFE[flavour].test(ch)) out += ch;
    else
      for (const byte of Buffer.from(ch, "utf8")) {
        const hex = byte.toString(16).padStart(2, "0");
        out += `%${flavour === "dotnet" ? hex : hex.toUpperCase()}`;
      }
  }
  return out;
}

/** `k=v&k=v` in the given order (Ruby's set_form_data, Java's and .NET's loops). */
export const form = (pairs: [string, string | number][], flavour: FormFlavour): string =>
  pairs.map(([k, v]) => `${urlEncode(k, flavour)}=${urlEncode(String(v), flavour)}`).join("&");

/**
 * PHP's http_build_query: nested arrays as `key[sub]=…` (brackets encoded),
 * null skipped, booleans as 1/0, empty strings kept (`from=`).
 */
export function httpBuildQuery(data: Record<string, unknown>): string {
  const out: string[] = [];
  const walk = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
      return;
    }
    const text =
      typeof value === "boolean"
        ? value
          ? "1"
          : "0"
        : typeof value === "string"
          ? value
          : typeof value === "number" || typeof value === "bigint"
            ? String(value)
            : "";
    out.push(`${urlEncode(key, "php")}=${urlEncode(text, "php")}`);
  };
  for (const [k, v] of Object.entries(data)) walk(k, v);
  return out.join("&");
}

const escapeNonAscii = (json: string) =>
  json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** PHP's json_encode with default flags: `/` as `\/`, non-ASCII as `\uXXXX`; `[]` for an empty array. */
export const phpJson = (value: unknown): string =>
  escapeNonAscii(JSON.stringify(value).replace(/\//g, "\\/"));

/** Python's json.dumps with default arguments: `", "` and `": "` separators, ASCII only. */
export function pyJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return escapeNonAscii(JSON.stringify(value));
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  if (typeof value !== "object") return "null";
  if (Array.isArray(value)) return `[${value.map(pyJson).join(", ")}]`;
  const entries = Object.entries(value).map(([k, v]) => `${pyJson(k)}: ${pyJson(v)}`);
  return `{${entries.join(", ")}}`;
}

/**
 * Python requests given `params` as a string (pysendpulse passes json.dumps of
 * its dict) appends it to the URL as it is, then requote_uri escapes what is not
 * allowed in a URL: `{}` is sent as `?%7B%7D`.
 */
export const pyQuery = (params: Record<string, unknown>): string =>
  pyJson(params).replace(/[^A-Za-z0-9\-._~!#$%&'()*+,/:;=?@[\]]/g, (c) =>
    [...Buffer.from(c, "utf8")].map((b) => `%${b.toString(16).toUpperCase()}`).join(""),
  );

/** Go's json.Encoder (SetEscapeHTML(false)): compact JSON and a newline. */
export const goJson = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** Base64 of UTF-8 text. */
export const base64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");

/** Ruby's Base64.encode64: lines of 60 characters, each ending with a newline. */
export const rubyBase64 = (text: string): string =>
  `${(base64(text).match(/.{1,60}/g) ?? []).join("\n")}\n`;

/**
 * JSON written with a numeric placeholder as a string (`"{viberSenderId}"`)
 * turned back into a bare number placeholder, for SDKs that send ids as numbers.
 */
export const numericPlaceholders = (json: string): string =>
  json.replace(/"(\{(?:viberSenderId|campaignId|sentCampaignId|templateRealId)\})"/g, "$1");

/**
 * Where to send someone after sign-in: only a path on this console. Anything
 * else — another origin, a scheme-relative `//host`, a backslash the browser
 * reads as a slash, a tab or newline the browser drops (`/\t/evil.example` is
 * `//evil.example` to it), any control character or whitespace — becomes "/".
 * The rules hold for the value as given and once more percent-decoded. What it
 * returns is ASCII: fit for a Location header or a cookie, whatever was asked.
 */
export function safeCallbackPath(value: unknown): string {
  const v: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof v !== "string" || v.length === 0 || v.length > 2048) return "/";
  if (!isSafePath(v)) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(v);
  } catch {
    return "/";
  }
  if (!isSafePath(decoded)) return "/";
  // As the browser would send it: any character past ASCII percent-encoded (a
  // Location header holds bytes, so `/。x` as such is a 500), existing %XX kept.
  const url = new URL(v, BASE);
  const out = `${url.pathname}${url.search}${url.hash}`;
  return isSafePath(out) ? out : "/";
}

const BASE = "http://console.invalid";

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

function isSafePath(v: string): boolean {
  if (!v.startsWith("/") || v.startsWith("//")) return false;
  if (UNSAFE.test(v)) return false;
  // and the browser's own reading agrees: still this origin, still this path
  try {
    const url = new URL(v, BASE);
    return url.origin === BASE && url.pathname.startsWith("/") && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/**
 * next-auth's redirect rule: a path on this console, or an absolute URL of this
 * console's own origin; anything else (another site, a malformed URL such as
 * `http://127.0.0.1:3000.evil.example/`) goes to the console's root, never to a 500.
 */
export function safeRedirect(url: string, baseUrl: string): string {
  if (url.startsWith("/")) {
    const path = safeCallbackPath(url);
    return `${baseUrl}${path}`;
  }
  try {
    const target = new URL(url);
    const base = new URL(baseUrl);
    if (target.origin !== base.origin) return baseUrl;
    const path = safeCallbackPath(`${target.pathname}${target.search}${target.hash}`);
    return `${base.origin}${path}`;
  } catch {
    return baseUrl;
  }
}

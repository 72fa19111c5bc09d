/**
 * Only a path on this console, else "/": not another origin, `//host`, a backslash, or a tab
 * the browser drops (`/\t/evil.example`); also once percent-decoded. Returns ASCII.
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
  // as the browser would send it: a Location header holds bytes (`/。x` raw is a 500)
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

/** Another site or a malformed URL (`http://127.0.0.1:3000.evil.example/`) goes to the root. */
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

import { NextResponse, type NextRequest } from "next/server";

import { BASELINE_SECURITY_HEADERS } from "@/lib/security-headers";

/**
 * Next 16's proxy (formerly middleware), for pages only. It authorises nothing —
 * the signed-in layout checks the session against the database. It only:
 * 1. sends visitors without a session cookie to /login, and
 * 2. sets the security headers, with a fresh CSP nonce per request.
 *
 * API routes do not pass through it (see `config.matcher`): each route handler
 * checks the session and permission itself (server/http/route.ts), an API answer
 * needs no nonce, and its security headers are static, so next.config.js sets
 * them (`apiSecurityHeaders`). Running the proxy cost every API request about a
 * seventh of the console's CPU under load (bench/LIMITS.md, proxy hop).
 */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const PUBLIC_PAGES = ["/login"];

/**
 * One email's page shows the email in a sandboxed srcdoc frame, which inherits this
 * policy: there, https styles and fonts are allowed so "Show remote images" can load
 * them; the frame's own stricter policy keeps them out until then (lib/email/frame-html.ts).
 */
const MESSAGE_PAGE = /^\/email\/log\/[^/]+$/;

function contentSecurityPolicy(nonce: string, dev: boolean, pathname: string): string {
  const remote = MESSAGE_PAGE.test(pathname) ? " https:" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'unsafe-inline'${remote}`,
    "img-src 'self' data: blob: https:",
    `font-src 'self' data:${remote}`,
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "frame-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const signedIn = SESSION_COOKIES.some((name) => request.cookies.has(name));

  if (!signedIn && !PUBLIC_PAGES.includes(pathname)) {
    const login = new URL("/login", request.url);
    if (pathname !== "/") login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return withSecurityHeaders(NextResponse.redirect(login), request, null);
  }

  const nonce = btoa(crypto.randomUUID());
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  // for the 403 page, which is not told which page refused
  headers.set("x-pathname", pathname);
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== "production", pathname);
  headers.set("content-security-policy", csp);
  return withSecurityHeaders(NextResponse.next({ request: { headers } }), request, csp);
}

function withSecurityHeaders(
  response: NextResponse,
  request: NextRequest,
  csp: string | null,
): NextResponse {
  if (csp) response.headers.set("Content-Security-Policy", csp);
  else
    response.headers.set(
      "Content-Security-Policy",
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
    response.headers.set(name, value);
  response.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  response.headers.set("X-Frame-Options", "DENY");
  const https =
    request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  if (https)
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return response;
}

export const config = {
  // pages: everything but the API, Next's static assets and files with an extension
  matcher: [{ source: "/((?!api/|_next/static|_next/image|favicon.ico|.*\\.[\\w]+$).*)" }],
};

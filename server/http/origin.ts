import "server-only";

import { forbidden } from "@/server/errors";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isWrite(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a URL's host is this machine's loopback (a name no other site can own). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/**
 * CSRF defence for the console's own writes (next-auth's token covers only
 * /api/auth/*): the Origin must be one of the console's configured origins
 * (NEXTAUTH_URL and ALLOWED_ORIGINS, server/env.ts) and the body JSON, so a
 * cross-site form post or a no-Origin request is refused.
 *
 * Never the request's own Host or X-Forwarded-Host: a page on a name the attacker
 * has pointed at this machine (DNS rebinding) sends `Origin` and `Host` alike.
 */
export function assertSameOriginJson(request: Request, allowedOrigins: readonly string[]): void {
  const origin = request.headers.get("origin");
  if (!origin) throw forbidden("Writes need a same-origin Origin header.");
  const expected = new Set(allowedOrigins);
  // this machine by another loopback name (localhost for 127.0.0.1): no rebinding page can
  // be on a loopback name, so the request's own origin stands for these alone
  const own = new URL(request.url);
  if (isLoopbackHost(own.hostname)) expected.add(own.origin);
  if (!expected.has(origin)) throw forbidden("Cross-origin writes are refused.");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw forbidden("Writes must send Content-Type: application/json.");
}

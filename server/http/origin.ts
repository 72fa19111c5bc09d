import "server-only";

import { forbidden } from "./errors";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isWrite(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

/**
 * CSRF defence for the console's own writes (next-auth's token covers only
 * /api/auth/*): the Origin must be this console's origin and the body JSON, so a
 * cross-site form post or a no-Origin request is refused.
 */
export function assertSameOriginJson(request: Request, allowedOrigins: readonly string[]): void {
  const origin = request.headers.get("origin");
  if (!origin) throw forbidden("Writes need a same-origin Origin header.");
  const expected = new Set([new URL(request.url).origin, ...allowedOrigins]);
  // Behind a proxy the request URL may be internal; the Host header is what the browser used.
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const proto =
    request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  if (host) expected.add(`${proto}://${host}`);
  if (!expected.has(origin)) throw forbidden("Cross-origin writes are refused.");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw forbidden("Writes must send Content-Type: application/json.");
}

import "server-only";

import { forbidden } from "@/server/errors";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isWrite(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/**
 * CSRF defence for writes: a configured Origin and a JSON body. Never the request's own
 * Host: a DNS-rebinding page sends `Origin` and `Host` alike.
 */
export function assertSameOriginJson(request: Request, allowedOrigins: readonly string[]): void {
  const origin = request.headers.get("origin");
  if (!origin) throw forbidden("Writes need a same-origin Origin header.");
  const expected = new Set(allowedOrigins);
  // no rebinding page can be on a loopback name, so the request's own origin stands for these
  const own = new URL(request.url);
  if (isLoopbackHost(own.hostname)) expected.add(own.origin);
  if (!expected.has(origin)) throw forbidden("Cross-origin writes are refused.");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw forbidden("Writes must send Content-Type: application/json.");
}

import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";

import { BASELINE_SECURITY_HEADERS } from "@/lib/security-headers";
import { env } from "@/server/env";

import { isLoopbackHost } from "./origin";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const allowed = new Set(ALLOWED_METHODS);

export interface GuardConfig {
  /** refuse unknown Hosts (NODE_ENV=production) */
  production: boolean;
  /** hostnames the console answers for besides loopback (lower case) */
  hosts: ReadonlySet<string>;
}

/**
 * The first look at every request the console's HTTP server receives, before Next
 * (called from the front door, server/startup.ts):
 *
 * - every answer carries BASELINE_SECURITY_HEADERS, static files and refusals
 *   included (pages and API routes set them too, for a server without this hook);
 * - a method the console does not use (TRACE, PROPFIND…) is 405 with `Allow`,
 *   rather than whatever Next makes of it (TRACE was a 500);
 * - in production, a request for a Host that is not the console's (NEXTAUTH_URL,
 *   ALLOWED_ORIGINS, or loopback for local health checks) is 421: the shape of a
 *   DNS-rebinding request, where a page on the attacker's name reaches this server.
 *
 * Returns true when it answered the request itself.
 */
export function makeRequestGuard(config: () => GuardConfig) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
      res.setHeader(name, value);
    if (!allowed.has(req.method ?? "")) {
      refuse(res, 405, "Method not allowed.", { Allow: ALLOWED_METHODS.join(", ") });
      return true;
    }
    const { production, hosts } = config();
    if (production && hosts.size > 0 && !hostAllowed(req, hosts)) {
      refuse(res, 421, "This server does not answer for that host name.");
      return true;
    }
    return false;
  };
}

/**
 * The Host the client asked for: a trusted proxy's X-Forwarded-Host (the client-address
 * hook has removed any other), else Host. Compared by name: the port does not make a
 * rebinding page any less foreign.
 */
function hostAllowed(req: IncomingMessage, hosts: ReadonlySet<string>): boolean {
  const forwarded = req.headers["x-forwarded-host"];
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host;
  if (!raw) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${raw}`).hostname;
  } catch {
    return false;
  }
  return isLoopbackHost(hostname) || hosts.has(hostname);
}

function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
    ...headers,
  });
  res.end(`${message}\n`);
}

let hostsCache: { from: string[]; hosts: Set<string> } | undefined;

/** The process's guard, from its configuration. */
export const requestGuard = makeRequestGuard(() => {
  const origins = env().publicOrigins;
  if (hostsCache?.from !== origins)
    hostsCache = { from: origins, hosts: new Set(origins.map((o) => new URL(o).hostname)) };
  return { production: process.env.NODE_ENV === "production", hosts: hostsCache.hosts };
});

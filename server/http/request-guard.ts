import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";

import { BASELINE_SECURITY_HEADERS } from "@/lib/security-headers";
import { env } from "@/server/env";

import { isLoopbackHost } from "./origin";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const allowed = new Set(ALLOWED_METHODS);

export interface GuardConfig {
  production: boolean;
  hosts: ReadonlySet<string>;
}

/**
 * The first look at every request, before Next: security headers on every answer,
 * 405 for unused methods (TRACE was a 500), and in production 421 for a foreign Host,
 * the shape of a DNS-rebinding request. True when it answered itself.
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

/** By name: the port does not make a rebinding page any less foreign. */
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

export const requestGuard = makeRequestGuard(() => {
  const origins = env().publicOrigins;
  if (hostsCache?.from !== origins)
    hostsCache = { from: origins, hosts: new Set(origins.map((o) => new URL(o).hostname)) };
  return { production: process.env.NODE_ENV === "production", hosts: hostsCache.hosts };
});

import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";

import proxyaddr from "proxy-addr";

import type { Trust } from "@/server/trust-proxy";

/**
 * Who is on the other end of a request, decided where the socket is known.
 *
 * Next's route handlers never see the socket: Next copies its address into
 * `X-Forwarded-For` only when the client sent none, so a client that sends one
 * picks its own address (and escapes the sign-in throttle, or locks another
 * address out). The console therefore looks at each request as the HTTP server
 * receives it (`installClientAddressHook`, run at start-up):
 *
 * - `TRUST_PROXY` unset (the default): forwarded headers are dropped, the client
 *   is the socket's peer, and Next re-creates `X-Forwarded-*` from the socket
 *   and the Host header.
 * - `TRUST_PROXY=N`: N proxies stand in front; the client is the address the
 *   N-th hop (counted from the console) reports. Forwarded host and protocol are
 *   believed only when the socket's peer is such a proxy.
 * - `TRUST_PROXY=10.0.0.0/8,loopback`: proxies by address (proxy-addr's syntax,
 *   including `loopback`, `linklocal` and `uniquelocal`); the client is the first
 *   address, from the console outwards, that is not one of them.
 *
 * The result travels to the route handlers in `x-console-client`, a header a
 * client's own value of is always removed first.
 */
export const CLIENT_HEADER = "x-console-client";

const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
] as const;

const first = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;

/**
 * Rewrites one incoming request's headers in place: the client's address in
 * CLIENT_HEADER, forwarded headers kept only from a trusted proxy (one value each).
 */
export function settleForwardedHeaders(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trust: Trust,
): void {
  delete headers[CLIENT_HEADER];
  const peer = socketAddress ?? "";
  const fromProxy = peer !== "" && trust(peer, 0);
  const client = fromProxy
    ? proxyaddr({ headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage, trust)
    : peer;
  if (fromProxy) {
    // what the proxy nearest the console set; the client's own values may sit before it
    const host = first(headers["x-forwarded-host"]);
    const proto = first(headers["x-forwarded-proto"]);
    for (const name of FORWARDED_HEADERS) delete headers[name];
    if (host) headers["x-forwarded-host"] = host;
    if (proto === "https" || proto === "http") headers["x-forwarded-proto"] = proto;
  } else {
    for (const name of FORWARDED_HEADERS) delete headers[name];
  }
  headers[CLIENT_HEADER] = normaliseAddress(client) || "unknown";
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
function normaliseAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

const HOOK = Symbol.for("messaging-console.client-address-hook");
/**
 * Takes a request before Next when it returns true: it answers it itself (a body
 * too large, a sign-in flood's refusals) or hands it on later with `pass` (a
 * sign-in whose body has arrived). `address` is the client's.
 */
export type FrontDoor = (
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
  pass: () => void,
) => boolean;
type HookState = { trust: Trust; frontDoor?: FrontDoor; timeouts?: ServerTimeouts };
/** Node's server timeouts (ms), set on each server the hook sees: see server/http/body-guard.ts. */
export type ServerTimeouts = { headersTimeout: number; requestTimeout: number };
const state = globalThis as unknown as { [HOOK]?: HookState };

/**
 * Looks at every request the process's HTTP servers receive, before Next does
 * (Next's server is created before instrumentation runs, so the hook is on the
 * prototype), and lets the front door answer it. Installing again only changes
 * the trust and the front door.
 */
export async function installClientAddressHook(
  trust: Trust,
  frontDoor?: FrontDoor,
  timeouts?: ServerTimeouts,
): Promise<void> {
  if (state[HOOK]) {
    Object.assign(state[HOOK], { trust, frontDoor, timeouts });
    return;
  }
  const http = await import("node:http");
  const hook: HookState = { trust, frontDoor, timeouts };
  const configured = new WeakSet<object>();
  // called below with the server as `this` (emit.call(this, …))
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const emit = http.Server.prototype.emit as (
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function (
    this: unknown,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request") {
      const server = this as Server;
      if (hook.timeouts && !configured.has(server)) {
        configured.add(server);
        Object.assign(server, hook.timeouts);
      }
      const req = args[0] as IncomingMessage;
      settleForwardedHeaders(req.headers, req.socket?.remoteAddress, hook.trust);
      const address = req.headers[CLIENT_HEADER] as string;
      const pass = () => void emit.apply(server, [event, ...args]);
      if (hook.frontDoor?.(req, args[1] as ServerResponse, address, pass)) return true;
    }
    return emit.apply(this, [event, ...args]);
  } as typeof http.Server.prototype.emit;
  state[HOOK] = hook;
}

/**
 * The client's address for a request in a route handler: what the hook found,
 * or "unknown" where it does not run (unit tests call handlers directly) — never
 * a header the client could have set.
 */
export function clientAddress(
  headers: Headers | Record<string, string | string[] | undefined> | undefined,
): string {
  if (!state[HOOK] || !headers) return "unknown";
  const value =
    headers instanceof Headers
      ? headers.get(CLIENT_HEADER)
      : (first(headers[CLIENT_HEADER]) ?? null);
  return value || "unknown";
}

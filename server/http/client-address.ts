import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";

import proxyaddr from "proxy-addr";

import type { Trust } from "@/server/trust-proxy";

/**
 * The client's address, decided where the socket is known: Next copies the socket's
 * address into `X-Forwarded-For` only when the client sent none, so a client could pick
 * its own (and escape the sign-in throttle). TRUST_PROXY: unset drops forwarded headers;
 * `N` believes the N-th hop; a list (proxy-addr syntax) names proxies by address.
 * The result travels in `x-console-client`, whose client-sent value is always removed.
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

/** Forwarded headers are kept only from a trusted proxy (one value each). */
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

function normaliseAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

const HOOK = Symbol.for("messaging-console.client-address-hook");
/** True when the front door took the request (answered it, or will `pass` it on later). */
export type FrontDoor = (
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
  pass: () => void,
) => boolean;
type HookState = { trust: Trust; frontDoor?: FrontDoor; timeouts?: ServerTimeouts };
export type ServerTimeouts = { headersTimeout: number; requestTimeout: number };
const state = globalThis as unknown as { [HOOK]?: HookState };

/** Next's server is created before instrumentation runs, so the hook is on the prototype. */
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
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the server as `this`
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

/** "unknown" where the hook does not run (unit tests): never a header the client could set. */
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

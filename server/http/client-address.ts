import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";

import proxyaddr from "proxy-addr";

/**
 * The client's address, decided where the socket is known: Next copies the socket's
 * address into `X-Forwarded-For` only when the client sent none, so a client could pick
 * its own (and escape the sign-in throttle). TRUST_PROXY: unset drops forwarded headers;
 * `N` believes the N-th hop; a list (proxy-addr syntax) names proxies by address.
 * The result travels in `x-console-client`, whose client-sent value is always removed.
 */
export const CLIENT_HEADER = "x-console-client";

export type Trust = (address: string, hop: number) => boolean;

const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
] as const;

/** Throws an Error whose message says what is accepted. */
export function parseTrustProxy(value: string | undefined): Trust {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false" || v === "0") return () => false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new Error("must be at most 10 proxies");
    return (_address, hop) => hop < hops;
  }
  if (v === "true" || v === "*")
    throw new Error(
      "would believe any client's X-Forwarded-For; give the number of proxies in front of the console (e.g. 1) or their addresses",
    );
  const list = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    return proxyaddr.compile(list);
  } catch (err) {
    throw new Error(
      `must be a number of proxies or a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback / linklocal / uniquelocal (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

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

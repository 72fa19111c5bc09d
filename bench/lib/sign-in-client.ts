/** Sign-ins and attacks on them over loopback, for bench/sections/sign-in.ts. */
import { request } from "node:http";
import { connect, type Socket } from "node:net";

import { leftover } from "./leftovers";
import {
  bodyChunks,
  cookieHeader,
  cookiesSet,
  isSessionCookie,
  rawStatus,
  type Attempt,
  type BodyShape,
} from "./sign-in-figures";

export const SIGN_IN_PATH = "/api/auth/callback/credentials";
/** a sign-in that has no answer by then is counted as failed */
const SIGN_IN_TIMEOUT_MS = 15_000;

/** next-auth v4's CSRF token and the cookies that go with it. */
export async function csrf(url: string, xff?: string) {
  const res = await fetch(`${url}/api/auth/csrf`, {
    headers: xff ? { "X-Forwarded-For": xff } : {},
    signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
  });
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { csrfToken, cookies: cookiesSet(res.headers.getSetCookie()) };
}

/**
 * One sign-in as a browser makes it (CSRF token, then the credentials), from the client
 * address `xff`, carrying `device` cookies if it has any. Timed from the first request
 * to the answer; returns what the answer set too.
 */
export async function signInAttempt(
  url: string,
  {
    email,
    password,
    xff,
    device,
  }: {
    email: string;
    password: string;
    xff: string;
    device?: Map<string, string>;
  },
): Promise<Attempt & { set: Map<string, string> }> {
  const started = performance.now();
  try {
    const token = await csrf(url, xff);
    const res = await fetch(`${url}${SIGN_IN_PATH}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookieHeader(device ?? new Map(), token.cookies),
        Origin: url,
        "X-Forwarded-For": xff,
      },
      body: new URLSearchParams({ csrfToken: token.csrfToken, email, password, json: "true" }),
      signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    const set = cookiesSet(res.headers.getSetCookie());
    if (res.status === 429)
      return {
        outcome: "refused",
        ms,
        retryAfter: Number(res.headers.get("retry-after")) >= 1,
        set,
      };
    const signedIn = [...set.keys()].some(isSessionCookie);
    return { outcome: signedIn ? "ok" : "rejected", ms, set };
  } catch {
    return { outcome: "failed", ms: performance.now() - started, set: new Map() };
  }
}

export interface SlowBodies {
  /** closed by the server so far, with the status it sent (null: closed without one) */
  closed: (number | null)[];
  stop(): void;
}

/**
 * `count` raw connections (from `addresses` in turn) that announce a `contentLength`
 * sign-in body and send one byte of it every `everyMs`: a body that never arrives.
 */
export function slowBodies(
  url: string,
  {
    count,
    addresses,
    contentLength = 100_000,
    everyMs = 5_000,
  }: { count: number; addresses: string[]; contentLength?: number; everyMs?: number },
): SlowBodies {
  const { hostname, port, host } = new URL(url);
  const closed: (number | null)[] = [];
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  // a socket the bench ends itself is not counted as closed by the server
  let stopping = false;
  for (let i = 0; i < count; i++) {
    const socket = connect({ host: hostname, port: Number(port) });
    let head = "";
    socket.on("data", (d: Buffer) => {
      if (head.length < 64) head += d.toString("latin1");
    });
    socket.on("error", () => {});
    socket.once("close", () => {
      if (!stopping) closed.push(rawStatus(head));
    });
    socket.once("connect", () => {
      socket.write(
        [
          `POST ${SIGN_IN_PATH} HTTP/1.1`,
          `Host: ${host}`,
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${contentLength}`,
          `Origin: ${url}`,
          `X-Forwarded-For: ${addresses[i % addresses.length]}`,
          "",
          "e",
        ].join("\r\n"),
      );
      timers.push(setInterval(() => socket.writable && socket.write("x"), everyMs));
    });
    sockets.push(socket);
  }
  const stop = () => {
    stopping = true;
    for (const t of timers) clearInterval(t);
    for (const s of sockets) s.destroy();
  };
  const forget = leftover(stop);
  return {
    closed,
    stop: () => {
      forget();
      stop();
    },
  };
}

/**
 * A `bytes`-long body of `shape` streamed to `path` until the server answers (or
 * `limitMs` passes): the status and the time from the first byte sent to the answer's head.
 */
export function largeBody(
  url: string,
  path: string,
  {
    bytes,
    shape,
    method = "POST",
    headers = {},
    limitMs = 20_000,
  }: {
    bytes: number;
    shape?: BodyShape;
    method?: string;
    headers?: Record<string, string>;
    limitMs?: number;
  },
): Promise<{ status: number | null; ms: number; error?: string }> {
  return new Promise((resolve) => {
    let firstByteAt = 0;
    let done = false;
    const req = request(`${url}${path}`, {
      method,
      headers: { ...headers, "Content-Length": String(bytes), Origin: url },
    });
    const finish = (status: number | null, error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      forget();
      resolve({ status, ms: firstByteAt ? performance.now() - firstByteAt : 0, error });
      req.destroy();
    };
    const timer = setTimeout(() => finish(null, `no answer in ${limitMs} ms`), limitMs);
    const forget = leftover(() => req.destroy());
    req.on("response", (res) => {
      finish(res.statusCode ?? null);
      res.resume();
    });
    req.on("error", (err: NodeJS.ErrnoException) => finish(null, err.code ?? err.message));
    const chunks = bodyChunks(bytes, shape);
    const write = () => {
      for (let c = chunks.next(); !done && !c.done; c = chunks.next()) {
        firstByteAt ||= performance.now();
        if (!req.write(c.value)) {
          req.once("drain", write);
          return;
        }
      }
      if (!done) req.end();
    };
    write();
  });
}

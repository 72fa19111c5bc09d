import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";

import { maxBodyFor } from "./body-limits";

/**
 * Request bodies are checked as the HTTP server receives them, before Next buffers
 * or parses one: a body over its route's limit is answered 413 as soon as
 * Content-Length says so or the stream passes it, and a body that has not arrived
 * within its deadline is answered 408. Either way the connection is closed, so a
 * client cannot keep a socket (or a sign-in's turn) by sending slowly.
 *
 * The body is counted where Node's parser hands it over (`req.push`), which reads
 * nothing itself: whoever reads the request still gets every byte.
 */

/** A body's deadline: this long, plus a second per MB it declares (a large upload on a slow link). */
export const BODY_DEADLINE_MS = 10_000;
const MS_PER_MB = 1_000;
/** A body without Content-Length (chunked) gets this long in all. */
const CHUNKED_DEADLINE_MS = 30_000;

interface Tracked {
  complete: boolean;
  waiters: (() => void)[];
}
const tracked = new WeakMap<IncomingMessage, Tracked>();

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

/** Answers, and closes the connection a second later whatever the client is still sending. */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: 408 | 413,
  message: string,
): void {
  if (!res.headersSent) {
    const body = JSON.stringify({
      error: { code: status === 413 ? "payload_too_large" : "request_timeout", message },
    });
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      Connection: "close",
    });
    // A client still sending reads the answer only if the socket outlives it a little:
    // destroyed at once (as Node does after `Connection: close`), its next write fails
    // (EPIPE) before it has seen the 413. So the console says it is done (FIN), reads
    // and drops what still comes for a second, then closes.
    const socket = req.socket;
    socket.destroySoon = () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
    res.end(body);
  }
  setTimeout(() => req.socket.destroy(), 2 * LINGER_MS).unref();
}

const LINGER_MS = 1_000;

/**
 * Starts watching one request's body. True when it was answered here (declared too
 * large); otherwise the request goes on and is answered 413 or 408 if its body
 * turns out too large or too slow.
 */
export function guardBody(req: IncomingMessage, res: ServerResponse): boolean {
  const limit = maxBodyFor(req.method, req.url);
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > limit) {
    refuse(req, res, 413, tooLarge(limit));
    return true;
  }
  if (!hasBody(req)) return false;

  const state: Tracked = { complete: false, waiters: [] };
  tracked.set(req, state);
  const deadline = Number.isFinite(declared)
    ? BODY_DEADLINE_MS + (declared / 1_048_576) * MS_PER_MB
    : CHUNKED_DEADLINE_MS;
  const timer = setTimeout(() => {
    if (!state.complete) refuse(req, res, 408, "The request body did not arrive in time.");
  }, deadline);
  timer.unref();
  req.once("close", () => clearTimeout(timer));

  let received = 0;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const push = req.push;
  req.push = function (chunk: Buffer | null, encoding?: BufferEncoding) {
    if (chunk === null) {
      state.complete = true;
      clearTimeout(timer);
      for (const w of state.waiters.splice(0)) w();
    } else {
      received += chunk.length;
      if (received > limit) {
        clearTimeout(timer);
        refuse(req, res, 413, tooLarge(limit));
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return false;
}

/** Calls `then` once the request's whole body has arrived (at once if it has one of none). */
export function whenBodyArrived(req: IncomingMessage, then: () => void): void {
  const state = tracked.get(req);
  if (!state || state.complete) then();
  else state.waiters.push(then);
}

const tooLarge = (limit: number) =>
  `The request body is larger than this request takes (${limit >= 1_048_576 ? `${Math.round(limit / 1_048_576)} MB` : `${Math.round(limit / 1024)} KB`}).`;

/**
 * Node's own limits, set on each server the console's process runs (Next's): the
 * headers must arrive within 15 s and the whole request within 2 minutes (Node's
 * defaults are 60 s and 5 minutes). Node checks them every 30 s, so a slow client
 * is cut between 15 and 45 s; the body deadline above is the tighter, exact one.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 120_000 } as const;

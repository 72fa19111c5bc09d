import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";

import { maxBodyFor } from "./body-limits";

/**
 * Bodies are checked as the server receives them, before Next buffers one: over the
 * route's limit is 413, not arrived in time is 408, and the connection is closed, so a
 * client cannot hold a socket (or a sign-in's turn) by sending slowly.
 */

/** plus a second per MB declared (a large upload on a slow link) */
export const BODY_DEADLINE_MS = 10_000;
const MS_PER_MB = 1_000;
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
    // Destroyed at once, a still-sending client's next write fails (EPIPE) before it reads
    // the 413: so say FIN, drop what comes for a second, then close.
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

/** True when answered here (declared too large); otherwise 413/408 may come later. */
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

export function whenBodyArrived(req: IncomingMessage, then: () => void): void {
  const state = tracked.get(req);
  if (!state || state.complete) then();
  else state.waiters.push(then);
}

const tooLarge = (limit: number) =>
  `The request body is larger than this request takes (${limit >= 1_048_576 ? `${Math.round(limit / 1_048_576)} MB` : `${Math.round(limit / 1024)} KB`}).`;

/** Node checks these every 30 s; the body deadline above is the exact one. */
export const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 120_000 } as const;

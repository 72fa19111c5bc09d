// Request admission per event-loop turn, for the console's HTTP server.
//
// Since libuv 1.45 (Node 20 and later), a listening socket accepts ONE new connection per
// event-loop turn ("unix: don't accept() connections in a loop", libuv#3696): it relies
// on the next poll to report the rest. Node's HTTP server meanwhile starts every request
// that the turn's poll read, on every ready keep-alive connection, and with the console's
// cached reads each runs to its answer within the turn. So under load a turn lasts as
// long as all the requests in flight take together (200 busy connections: ~200 ms on a
// slow machine), and the connections waiting to be accepted drain at one per turn: in
// bench/sections/upstream-protection.ts, 50 new connections behind a saturated console
// waited up to 10 s, some more than 20 s, for their first answer (`ss -tln` showed the
// listen queue draining at ~5 a second; strace, one accept4 per epoll_pwait).
//
// The remedy here: start at most REQUESTS_PER_TURN requests in a turn; the rest wait, in
// the order they came, for later turns. A turn here runs from one check phase to the
// next (setImmediate), so it holds exactly one poll for new connections: between two
// accepts at most REQUESTS_PER_TURN requests start. The work a turn does for requests
// already started (upstream replies, database results, writes) is not bounded, but the
// requests piling in no longer all run at once; each turn still accepts a connection,
// and every request keeps its place in line. Below that many requests in a turn nothing
// waits. It bounds requests started, not requests in flight, so a slow upstream call or
// a long download holds no place that others need.

import { AsyncResource } from "node:async_hooks";
import http from "node:http";

/** Requests started in one event-loop turn before the rest wait for the next. */
export const REQUESTS_PER_TURN = 32;

/**
 * `listener` (an HTTP server's request listener) admitting at most `perTurn` requests
 * per event-loop turn, first come first served. A request whose connection closed
 * while it waited is dropped without starting.
 * Types: scripts/admission.d.mts.
 */
export function admitPerTurn(listener, perTurn = REQUESTS_PER_TURN) {
  /** requests waiting for a turn, oldest at `head` (taken ones are cleared) */
  const waiting = [];
  let head = 0;
  let startedThisTurn = 0;
  let turnScheduled = false;

  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    while (head < waiting.length && startedThisTurn < perTurn) {
      const { req, run } = waiting[head];
      waiting[head++] = undefined;
      if (!req.socket?.destroyed) run();
    }
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    } else {
      // under lasting load the line never empties: drop the taken slots now and then
      if (head >= 1024) {
        waiting.splice(0, head);
        head = 0;
      }
      schedule();
    }
  };
  const schedule = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };
  const start = (self, req, res) => {
    startedThisTurn++;
    schedule(); // the count starts again at the end of this turn
    listener.call(self, req, res);
  };

  return function admitted(req, res) {
    if (head === waiting.length && startedThisTurn < perTurn) start(this, req, res);
    else {
      // started later in the async context it came in (AsyncLocalStorage, tracing)
      waiting.push({ req, run: AsyncResource.bind(start.bind(null, this, req, res)) });
      schedule();
    }
  };
}

/** Once per process, even if two copies of this file are loaded (--import twice). */
const INSTALLED = Symbol.for("messaging-console.admission");

/**
 * Makes every `http.createServer(listener)` in this process admit its requests with
 * admitPerTurn. Loaded before Next starts its server (scripts/admission-preload.mjs,
 * `node --import`), since neither `next start` nor the standalone server.js lets an app
 * reach its server.
 */
export function installAdmission(perTurn = REQUESTS_PER_TURN) {
  if (globalThis[INSTALLED]) return;
  globalThis[INSTALLED] = true;
  const createServer = http.createServer;
  http.createServer = function (...args) {
    const at = args.findIndex((a) => typeof a === "function");
    if (at >= 0) args[at] = admitPerTurn(args[at], perTurn);
    return createServer.apply(this, args);
  };
}

import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";
import { availableParallelism } from "node:os";

import pLimit from "p-limit";

/**
 * Every password sign-in costs an argon2 hash (19 MiB, tens of milliseconds of a
 * thread) and database work on the event loop. Unbounded, 100 concurrent
 * attempts with made-up emails held the process for seconds: a real sign-in took
 * 30 s and ordinary reads timed out.
 *
 * So sign-ins are admitted, not queued without end:
 * - at most PASSWORD_CHECKS_AT_ONCE password checks run at once (`checkPassword`),
 *   the rest wait their turn in the order they came;
 * - at most SIGN_INS_ADMITTED sign-ins are in progress in the process, at most
 *   SIGN_INS_PER_ADDRESS from one client address, and at most SIGN_INS_PER_SECOND
 *   are admitted a second (after a burst of twice that);
 * - past that, the sign-in is answered at once with 429 and a Retry-After by the
 *   front door (`signInFrontDoor`), which looks at each request as the HTTP server
 *   receives it, before Next does: a refused attempt costs no routing, no
 *   next-auth, no hash, no database.
 * The rest of the console never waits behind sign-ins.
 *
 * The state is one per process, on globalThis: the front door runs in the
 * instrumentation bundle, password checks in the route handlers' bundle.
 */
/** half the machine's cores (one on a 2-core machine): the other half keeps serving everyone else */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
export const SIGN_INS_ADMITTED = 16;
export const SIGN_INS_PER_ADDRESS = 4;
/** a real team never signs in 10 times a second; a flood gets no more than that */
export const SIGN_INS_PER_SECOND = 10;
const BURST = 2 * SIGN_INS_PER_SECOND;

/** next-auth's password sign-in endpoint */
export const SIGN_IN_PATH = "/api/auth/callback/credentials";

interface GateState {
  checks: ReturnType<typeof pLimit>;
  inProgress: number;
  perAddress: Map<string, number>;
  tokens: number;
  refilledAt: number;
  /** a recent password check's duration (ms), to say how long to wait */
  checkMs: number;
}

const KEY = Symbol.for("messaging-console.sign-in-gate");
const gate = ((globalThis as { [KEY]?: GateState })[KEY] ??= {
  checks: pLimit(PASSWORD_CHECKS_AT_ONCE),
  inProgress: 0,
  perAddress: new Map<string, number>(),
  tokens: BURST,
  refilledAt: Date.now(),
  checkMs: 60,
});

export function checkPassword<T>(check: () => Promise<T>): Promise<T> {
  return gate.checks(async () => {
    const started = performance.now();
    try {
      return await check();
    } finally {
      gate.checkMs = gate.checkMs * 0.8 + (performance.now() - started) * 0.2;
    }
  });
}

export interface Admission {
  /** call once the sign-in has been answered */
  release(): void;
}

function takeToken(): boolean {
  const now = Date.now();
  gate.tokens = Math.min(
    BURST,
    gate.tokens + ((now - gate.refilledAt) / 1000) * SIGN_INS_PER_SECOND,
  );
  gate.refilledAt = now;
  if (gate.tokens < 1) return false;
  gate.tokens -= 1;
  return true;
}

/** Seconds until the sign-ins ahead of a new one should be done (at least 1). */
function retryAfterSeconds(ahead: number): number {
  return Math.max(1, Math.ceil((ahead * gate.checkMs) / PASSWORD_CHECKS_AT_ONCE / 1000));
}

/** Admits a sign-in from `address`, or says how many seconds to wait. */
export function admitSignIn(address: string): Admission | { retryAfter: number } {
  const mine = gate.perAddress.get(address) ?? 0;
  if (gate.inProgress >= SIGN_INS_ADMITTED || mine >= SIGN_INS_PER_ADDRESS || !takeToken())
    return { retryAfter: retryAfterSeconds(gate.inProgress) };
  gate.inProgress++;
  gate.perAddress.set(address, mine + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      gate.inProgress--;
      const left = (gate.perAddress.get(address) ?? 1) - 1;
      if (left > 0) gate.perAddress.set(address, left);
      else gate.perAddress.delete(address);
    },
  };
}

export const tooManySignInsMessage = (retryAfter: number) =>
  `Too many sign-ins, try again in ${retryAfter} s.`;

/**
 * For the HTTP server's hook (server/http/client-address.ts), before Next: a
 * password sign-in is admitted (and released when its answer has gone) or
 * answered 429 here and now. The body is what next-auth's `signIn()` reads (a URL
 * with `error`), plus the console's error envelope for other clients. True when
 * it answered.
 */
export function signInFrontDoor(
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
  publicOrigin: string | undefined,
  onRefused: (address: string) => void,
): boolean {
  if (req.method !== "POST" || req.url?.split("?")[0] !== SIGN_IN_PATH) return false;
  const admission = admitSignIn(address);
  if ("release" in admission) {
    res.once("close", () => admission.release());
    return false;
  }
  const { retryAfter } = admission;
  const message = tooManySignInsMessage(retryAfter);
  const origin = publicOrigin ?? `http://${req.headers.host ?? "localhost"}`;
  const url = new URL("/login", origin);
  url.searchParams.set("error", message);
  const body = JSON.stringify({
    url: url.toString(),
    error: { code: "rate_limited", message, retryAfter },
  });
  res.writeHead(429, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(retryAfter),
    "Cache-Control": "no-store",
  });
  res.end(body);
  // what the client sent is not read: drop it rather than keep the socket for it
  req.resume();
  onRefused(address);
  return true;
}

/** Tests: sign-ins in progress now. */
export function signInsInProgress(): number {
  return gate.inProgress;
}

/** Tests: a full bucket again, as after a quiet second. */
export function resetSignInRateForTests(): void {
  gate.tokens = BURST;
  gate.refilledAt = Date.now();
}

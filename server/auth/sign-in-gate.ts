import "server-only";

import { availableParallelism } from "node:os";

import pLimit from "p-limit";

/**
 * Every password sign-in costs an argon2 hash (19 MiB, tens of milliseconds of a
 * thread), and argon2 shares libuv's four threads with the rest of the process.
 * Unbounded, 100 concurrent attempts with made-up emails held those threads and
 * the database for seconds: a real sign-in took 30 s and ordinary reads timed out.
 *
 * So sign-ins are admitted, not queued without end:
 * - at most PASSWORD_CHECKS_AT_ONCE password checks run at once (`checkPassword`),
 *   the rest wait their turn in the order they came,
 * - at most SIGN_INS_ADMITTED sign-ins are in progress in the process, and at
 *   most SIGN_INS_PER_ADDRESS from one client address;
 * - past that, the sign-in is answered at once with 429 and a Retry-After, and
 *   no hash, no database work is spent on it.
 * The rest of the console never waits behind sign-ins.
 */
/** half the machine's cores (one on a 2-core machine): the other half keeps serving everyone else */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
export const SIGN_INS_ADMITTED = 16;
export const SIGN_INS_PER_ADDRESS = 4;

const checks = pLimit(PASSWORD_CHECKS_AT_ONCE);
let inProgress = 0;
const perAddress = new Map<string, number>();
/** a recent password check's duration (ms), to say how long to wait */
let checkMs = 60;

export function checkPassword<T>(check: () => Promise<T>): Promise<T> {
  return checks(async () => {
    const started = performance.now();
    try {
      return await check();
    } finally {
      checkMs = checkMs * 0.8 + (performance.now() - started) * 0.2;
    }
  });
}

export interface Admission {
  /** call once the sign-in has been answered */
  release(): void;
}

/** Seconds until the sign-ins ahead of a new one should be done (at least 1). */
function retryAfterSeconds(ahead: number): number {
  return Math.max(1, Math.ceil((ahead * checkMs) / PASSWORD_CHECKS_AT_ONCE / 1000));
}

/** Admits a sign-in from `address`, or says how many seconds to wait. */
export function admitSignIn(address: string): Admission | { retryAfter: number } {
  const mine = perAddress.get(address) ?? 0;
  if (inProgress >= SIGN_INS_ADMITTED || mine >= SIGN_INS_PER_ADDRESS)
    return { retryAfter: retryAfterSeconds(inProgress) };
  inProgress++;
  perAddress.set(address, mine + 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      inProgress--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    },
  };
}

/** Tests: sign-ins in progress now. */
export function signInsInProgress(): number {
  return inProgress;
}

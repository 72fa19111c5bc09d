import "server-only";

import { availableParallelism } from "node:os";

/**
 * Password sign-ins are admitted before Next, in two lanes: known devices (bounded per
 * device, first to be checked) and everyone else (rate-limited, a short queue capped per
 * address, 429 at once past it, costing no hash). A sign-in queues only once its body
 * arrived. State is on globalThis: the front door and the route run in different bundles.
 */
/** half the cores: the other half keeps serving everyone else */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
export const SIGN_INS_ADMITTED = 8;
export const SIGN_INS_PER_ADDRESS = 2;
/** each is an argon2 hash: 5 a second keep a quarter of two cores busy */
export const SIGN_INS_PER_SECOND = 5;
const BURST = 2 * SIGN_INS_PER_SECOND;
export const QUEUE_LENGTH = 32;
export const QUEUE_WAIT_MS = 3_000;
export const KNOWN_DEVICE_SIGN_INS = 8;
export const SIGN_INS_PER_DEVICE = 2;

export const SIGN_IN_PATH = "/api/auth/callback/credentials";

interface Waiter {
  address: string;
  start: () => void;
  refuse: (retryAfter: number) => void;
  timer: NodeJS.Timeout;
}

interface GateState {
  running: number;
  checksFirst: (() => void)[];
  checksLater: (() => void)[];
  inProgress: number;
  perAddress: Map<string, number>;
  queue: Waiter[];
  tokens: number;
  refilledAt: number;
  knownInProgress: number;
  perDevice: Map<string, number>;
  /** to say how long to wait */
  checkMs: number;
  drainTimer?: NodeJS.Timeout;
}

const KEY = Symbol.for("messaging-console.sign-in-gate.v2");
const gate: GateState = ((globalThis as { [KEY]?: GateState })[KEY] ??= {
  running: 0,
  checksFirst: [],
  checksLater: [],
  inProgress: 0,
  perAddress: new Map(),
  queue: [],
  tokens: BURST,
  refilledAt: Date.now(),
  knownInProgress: 0,
  perDevice: new Map(),
  checkMs: 60,
});

export async function checkPassword<T>(check: () => Promise<T>, first = false): Promise<T> {
  if (gate.running >= PASSWORD_CHECKS_AT_ONCE)
    await new Promise<void>((r) => (first ? gate.checksFirst : gate.checksLater).push(r));
  else gate.running++;
  const started = performance.now();
  try {
    return await check();
  } finally {
    gate.checkMs = gate.checkMs * 0.8 + (performance.now() - started) * 0.2;
    const next = gate.checksFirst.shift() ?? gate.checksLater.shift();
    if (next) next();
    else gate.running--;
  }
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

function retryAfterSeconds(): number {
  const ahead = gate.inProgress + gate.queue.length;
  const byChecks = (ahead * gate.checkMs) / PASSWORD_CHECKS_AT_ONCE;
  const byRate = (gate.queue.length / SIGN_INS_PER_SECOND) * 1000;
  return Math.max(1, Math.ceil(Math.max(byChecks, byRate) / 1000));
}

const countDown = (map: Map<string, number>, key: string) => {
  const left = (map.get(key) ?? 1) - 1;
  if (left > 0) map.set(key, left);
  else map.delete(key);
};

function drain(): void {
  while (gate.queue.length && gate.inProgress < SIGN_INS_ADMITTED && takeToken()) {
    const w = gate.queue.shift()!;
    clearTimeout(w.timer);
    gate.inProgress++;
    w.start();
  }
  if (gate.queue.length && gate.inProgress < SIGN_INS_ADMITTED && !gate.drainTimer) {
    gate.drainTimer = setTimeout(() => {
      gate.drainTimer = undefined;
      drain();
    }, 1000 / SIGN_INS_PER_SECOND);
    gate.drainTimer.unref();
  }
}

/** `start` or `refuse` is called at most once; the returned function ends the sign-in. */
export function admitSignIn(
  address: string,
  start: () => void,
  refuse: (retryAfter: number) => void,
): () => void {
  let state: "waiting" | "started" | "done" = "waiting";
  if ((gate.perAddress.get(address) ?? 0) >= SIGN_INS_PER_ADDRESS) {
    refuse(retryAfterSeconds());
    return () => {};
  }
  gate.perAddress.set(address, (gate.perAddress.get(address) ?? 0) + 1);
  const waiter: Waiter = {
    address,
    start: () => {
      state = "started";
      start();
    },
    refuse: (s) => {
      state = "done";
      countDown(gate.perAddress, address);
      refuse(s);
    },
    timer: undefined as unknown as NodeJS.Timeout,
  };
  if (gate.queue.length === 0 && gate.inProgress < SIGN_INS_ADMITTED && takeToken()) {
    gate.inProgress++;
    waiter.start();
  } else if (gate.queue.length < QUEUE_LENGTH) {
    waiter.timer = setTimeout(() => {
      gate.queue.splice(gate.queue.indexOf(waiter), 1);
      waiter.refuse(retryAfterSeconds());
    }, QUEUE_WAIT_MS);
    waiter.timer.unref();
    gate.queue.push(waiter);
    drain();
  } else {
    waiter.refuse(retryAfterSeconds());
  }
  return () => {
    if (state === "done") return;
    if (state === "waiting") {
      clearTimeout(waiter.timer);
      gate.queue.splice(gate.queue.indexOf(waiter), 1);
    } else {
      gate.inProgress--;
    }
    state = "done";
    countDown(gate.perAddress, address);
    drain();
  };
}

/** Null: refused. */
export function admitKnownDevice(deviceId: string): (() => void) | null {
  const mine = gate.perDevice.get(deviceId) ?? 0;
  if (gate.knownInProgress >= KNOWN_DEVICE_SIGN_INS || mine >= SIGN_INS_PER_DEVICE) return null;
  gate.knownInProgress++;
  gate.perDevice.set(deviceId, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    gate.knownInProgress--;
    countDown(gate.perDevice, deviceId);
  };
}

export const tooManySignInsMessage = (retryAfter: number) =>
  `Too many sign-ins, try again in ${retryAfter} s.`;

/** Tests: sign-ins in progress now (both lanes), and waiting. */
export function signInsInProgress(): number {
  return gate.inProgress + gate.knownInProgress + gate.queue.length;
}

export function resetSignInRateForTests(): void {
  gate.tokens = BURST;
  gate.refilledAt = Date.now();
}

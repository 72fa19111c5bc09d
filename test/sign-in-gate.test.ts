import { describe, expect, it, vi } from "vitest";

import {
  admitKnownDevice,
  admitSignIn,
  checkPassword,
  KNOWN_DEVICE_SIGN_INS,
  PASSWORD_CHECKS_AT_ONCE,
  QUEUE_LENGTH,
  QUEUE_WAIT_MS,
  resetSignInRateForTests,
  SIGN_INS_ADMITTED,
  SIGN_INS_PER_ADDRESS,
  SIGN_INS_PER_SECOND,
  signInsInProgress,
} from "@/server/auth/sign-in-gate";

/** One sign-in's fate at the gate: started, refused (with its Retry-After) or still waiting. */
function attempt(address: string) {
  const fate: { started: boolean; refused?: number } = { started: false };
  const end = admitSignIn(
    address,
    () => (fate.started = true),
    (s) => (fate.refused = s),
  );
  return Object.assign(fate, { end });
}

describe("the sign-in gate", () => {
  it("holds at most SIGN_INS_PER_ADDRESS per address, started or waiting; the rest are refused with a Retry-After", () => {
    vi.useFakeTimers();
    resetSignInRateForTests();
    const mine = Array.from({ length: SIGN_INS_PER_ADDRESS }, () => attempt("192.0.2.1"));
    expect(mine.every((a) => a.started)).toBe(true);
    const more = attempt("192.0.2.1");
    expect(more.started).toBe(false);
    expect(more.refused).toBeGreaterThanOrEqual(1);
    // another address is not held up by the first one's
    const other = attempt("192.0.2.2");
    expect(other.started).toBe(true);
    for (const a of [...mine, other]) a.end();
    expect(signInsInProgress()).toBe(0);
    vi.useRealTimers();
  });

  it("serves a flood from many addresses in turn: a bounded number at once, a short queue, at the rate", () => {
    vi.useFakeTimers();
    resetSignInRateForTests();
    const flood = Array.from({ length: 100 }, (_, i) => attempt(`203.0.113.${i}`));
    const started = flood.filter((a) => a.started);
    const waiting = flood.filter((a) => !a.started && a.refused === undefined);
    expect(started).toHaveLength(SIGN_INS_ADMITTED);
    expect(waiting).toHaveLength(QUEUE_LENGTH);
    expect(flood.filter((a) => a.refused !== undefined)).toHaveLength(
      100 - SIGN_INS_ADMITTED - QUEUE_LENGTH,
    );
    // as sign-ins end, the queue moves in the order it came, no faster than the rate
    for (const a of started) a.end();
    vi.advanceTimersByTime(1000);
    const nowStarted = waiting.filter((a) => a.started);
    expect(nowStarted.length).toBeGreaterThan(0);
    expect(nowStarted.length).toBeLessThanOrEqual(SIGN_INS_ADMITTED);
    expect(nowStarted).toEqual(waiting.slice(0, nowStarted.length));
    // those still waiting past QUEUE_WAIT_MS are refused, not kept
    vi.advanceTimersByTime(QUEUE_WAIT_MS);
    expect(waiting.filter((a) => !a.started && a.refused === undefined)).toHaveLength(0);
    for (const a of flood) a.end();
    expect(signInsInProgress()).toBe(0);
    expect(SIGN_INS_PER_SECOND).toBeGreaterThan(0);
    vi.useRealTimers();
  });

  it("keeps a lane for known devices that a flood cannot fill", () => {
    vi.useFakeTimers();
    resetSignInRateForTests();
    const flood = Array.from({ length: 200 }, (_, i) => attempt(`198.51.100.${i}`));
    expect(flood.filter((a) => a.refused !== undefined).length).toBeGreaterThan(100);
    const known = Array.from({ length: KNOWN_DEVICE_SIGN_INS }, (_, i) =>
      admitKnownDevice(`device-${i}`),
    );
    expect(known.every((r) => r !== null)).toBe(true);
    // one device cannot take the whole lane
    const a = admitKnownDevice("device-x");
    expect(a).toBeNull();
    for (const r of known) r!();
    const b = admitKnownDevice("device-x")!;
    const c = admitKnownDevice("device-x")!;
    expect(admitKnownDevice("device-x")).toBeNull();
    b();
    c();
    for (const f of flood) f.end();
    expect(signInsInProgress()).toBe(0);
    vi.useRealTimers();
  });

  it("runs at most PASSWORD_CHECKS_AT_ONCE password checks at once, a known device's first", async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const check = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => checkPassword(check(`flood-${i}`))),
      checkPassword(check("known"), true),
    ]);
    expect(most).toBe(PASSWORD_CHECKS_AT_ONCE);
    // the checks already running go on; the known device's is the next to start
    expect(order.indexOf("known")).toBe(PASSWORD_CHECKS_AT_ONCE);
  });
});

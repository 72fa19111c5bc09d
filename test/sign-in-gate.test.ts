import { describe, expect, it, vi } from "vitest";

import {
  admitSignIn,
  checkPassword,
  PASSWORD_CHECKS_AT_ONCE,
  resetSignInRateForTests,
  SIGN_INS_ADMITTED,
  SIGN_INS_PER_ADDRESS,
  SIGN_INS_PER_SECOND,
  signInsInProgress,
  type Admission,
} from "@/server/auth/sign-in-gate";

const admitted = (a: ReturnType<typeof admitSignIn>): a is Admission => "release" in a;

describe("the sign-in gate", () => {
  it("admits a few sign-ins per address and a bounded number in all; the rest wait N s", () => {
    vi.useFakeTimers();
    const held: Admission[] = [];
    for (let i = 0; i < SIGN_INS_PER_ADDRESS; i++) {
      const a = admitSignIn("192.0.2.1");
      expect(admitted(a)).toBe(true);
      held.push(a as Admission);
    }
    const refused = admitSignIn("192.0.2.1");
    expect(admitted(refused)).toBe(false);
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(1);

    for (let i = 0; signInsInProgress() < SIGN_INS_ADMITTED; i++) {
      vi.advanceTimersByTime(1000); // within the rate: this test is about the bounds
      const a = admitSignIn(`198.51.100.${i}`);
      expect(admitted(a)).toBe(true);
      held.push(a as Admission);
    }
    expect(admitted(admitSignIn("203.0.113.1")), "past the bound, every address waits").toBe(false);

    for (const a of held) a.release();
    held[0]!.release(); // twice is harmless
    expect(signInsInProgress()).toBe(0);
    const again = admitSignIn("192.0.2.1");
    expect(admitted(again)).toBe(true);
    (again as Admission).release();
    vi.useRealTimers();
  });

  it("admits at most SIGN_INS_PER_SECOND a second (after a burst of twice that), from however many addresses", () => {
    vi.useFakeTimers();
    resetSignInRateForTests();
    const results = Array.from({ length: 100 }, (_, i) => admitSignIn(`203.0.113.${i}`));
    const ok = results.filter(admitted);
    expect(ok).toHaveLength(SIGN_INS_ADMITTED); // the burst is larger than the bound in progress
    for (const a of ok) a.release();
    const next = Array.from({ length: 100 }, (_, i) => admitSignIn(`203.0.113.${i}`));
    expect(next.filter(admitted)).toHaveLength(2 * SIGN_INS_PER_SECOND - SIGN_INS_ADMITTED);
    for (const a of next.filter(admitted)) a.release();
    expect(admitted(admitSignIn("203.0.113.200"))).toBe(false);
    vi.advanceTimersByTime(1000);
    const second = Array.from({ length: 100 }, (_, i) => admitSignIn(`198.18.0.${i}`));
    expect(second.filter(admitted)).toHaveLength(SIGN_INS_PER_SECOND);
    for (const a of second.filter(admitted)) a.release();
    vi.useRealTimers();
  });

  it("runs at most PASSWORD_CHECKS_AT_ONCE password checks at once, in order", async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        checkPassword(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await new Promise((r) => setTimeout(r, 5));
          running--;
        }),
      ),
    );
    expect(most).toBe(PASSWORD_CHECKS_AT_ONCE);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

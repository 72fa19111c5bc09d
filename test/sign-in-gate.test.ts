import { describe, expect, it } from "vitest";

import {
  admitSignIn,
  checkPassword,
  PASSWORD_CHECKS_AT_ONCE,
  SIGN_INS_ADMITTED,
  SIGN_INS_PER_ADDRESS,
  signInsInProgress,
  type Admission,
} from "@/server/auth/sign-in-gate";

const admitted = (a: ReturnType<typeof admitSignIn>): a is Admission => "release" in a;

describe("the sign-in gate", () => {
  it("admits a few sign-ins per address and a bounded number in all; the rest wait N s", () => {
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

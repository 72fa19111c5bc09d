import { describe, expect, it } from "vitest";

import { UpstreamError } from "./errors";
import { BACKGROUND_FLOOR_MS, FairScheduler, MAX_WAITING_PER_LANE } from "./fair-scheduler";
import { inLane, share } from "./lanes";
import type { RateBudget } from "./rate-budget";

/** A budget whose tokens the test hands out one at a time. */
class ManualBudget implements RateBudget {
  taken = 0;
  private waiting: { resolve(): void; reject(err: unknown): void }[] = [];
  take(): Promise<void> {
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }
  /** Gives out `n` tokens, letting each waiter run before the next. */
  async release(n = 1): Promise<void> {
    for (let i = 0; i < n; i++) {
      await settle();
      const w = this.waiting.shift();
      if (!w) return;
      this.taken++;
      w.resolve();
      await settle();
    }
  }
  async fail(err: unknown): Promise<void> {
    await settle();
    this.waiting.shift()?.reject(err);
    await settle();
  }
}

const settle = () => new Promise<void>((r) => setImmediate(r));

function call(
  s: FairScheduler,
  lane: string,
  served: string[],
  name: string,
  signal?: AbortSignal,
) {
  return inLane(lane, () => s.take({ signal })).then(() => {
    served.push(name);
  });
}

describe("fair scheduler", () => {
  it("serves lanes in turn, each in its own order", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10);
    const served: string[] = [];
    const calls = [
      ...["a1", "a2", "a3", "a4"].map((n) => call(s, "a", served, n)),
      ...["b1", "b2"].map((n) => call(s, "b", served, n)),
      call(s, "c", served, "c1"),
    ];
    await budget.release(7);
    await Promise.all(calls);
    expect(served).toEqual(["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
  });

  it("a lane that comes late is served at the next turn, not after the flood", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10);
    const served: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => call(s, "a", served, `a${i}`));
    await budget.release(3);
    const late = call(s, "b", served, "b");
    await budget.release(2);
    expect(served).toContain("b");
    expect(served.indexOf("b")).toBeLessThanOrEqual(4);
    await budget.release(10);
    await Promise.all([...flood, late]);
  });

  it(`refuses the ${MAX_WAITING_PER_LANE + 1}st waiting call of a lane at once, with a Retry-After, taking no token`, async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10);
    const served: string[] = [];
    const admitted = Array.from({ length: MAX_WAITING_PER_LANE }, (_, i) =>
      call(s, "a", served, `a${i}`),
    );
    const refused = await inLane("a", () => s.take()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UpstreamError);
    const err = refused as UpstreamError;
    expect(err.code).toBe("rate_limited");
    expect(err.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // 20 waiting at 10/s: about two seconds
    expect(err.retryAfterSeconds).toBe(2);
    expect(err.message).toMatch(/too many requests waiting.*Try again in 2 s/);
    // another lane is not affected
    const other = call(s, "b", served, "b");
    expect(s.waitingIn("a")).toBe(MAX_WAITING_PER_LANE);
    await budget.release(MAX_WAITING_PER_LANE + 1);
    await Promise.all([...admitted, other]);
    // exactly one token per admitted call: the refused one took none
    expect(budget.taken).toBe(MAX_WAITING_PER_LANE + 1);
    expect(served).toHaveLength(MAX_WAITING_PER_LANE + 1);
    // once the lane has drained it is admitted again
    const again = call(s, "a", served, "again");
    await budget.release(1);
    await again;
  });

  it("an exempt call (the token request) is queued in a full lane, not refused", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10, 2);
    const served: string[] = [];
    const full = [call(s, "a", served, "a1"), call(s, "a", served, "a2")];
    const token = inLane("a", () => s.take({ exempt: true })).then(() => served.push("token"));
    await budget.release(3);
    await Promise.all([...full, token]);
    expect(served).toEqual(["a1", "a2", "token"]);
  });

  it("Retry-After grows with the lanes sharing the budget", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10, 5);
    const pending: Promise<unknown>[] = [];
    for (const lane of ["a", "b", "c", "d"])
      for (let i = 0; i < 5; i++) pending.push(inLane(lane, () => s.take()));
    const err = (await inLane("a", () => s.take()).catch((e: unknown) => e)) as UpstreamError;
    // 5 ahead, one turn in 4 at 10/s
    expect(err.retryAfterSeconds).toBe(2);
    await budget.release(20);
    await Promise.all(pending);
  });

  it("a cancelled waiter does not wedge its lane or take anyone's turn", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10);
    const served: string[] = [];
    const abort = new AbortController();
    const cancelled = call(s, "a", served, "a1", abort.signal).catch((e: unknown) => e);
    const a2 = call(s, "a", served, "a2");
    const b1 = call(s, "b", served, "b1");
    abort.abort(new Error("gone"));
    expect(await cancelled).toEqual(new Error("gone"));
    expect(s.waitingIn("a")).toBe(1);
    await budget.release(2);
    await Promise.all([a2, b1]);
    expect(served).toEqual(["a2", "b1"]);
  });

  it("a budget that fails one take fails one call; the rest go on", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10);
    const served: string[] = [];
    const first = call(s, "a", served, "a1").catch((e: unknown) => e);
    const rest = [call(s, "a", served, "a2"), call(s, "b", served, "b1")];
    await budget.fail(new Error("database down"));
    expect(await first).toEqual(new Error("database down"));
    await budget.release(2);
    await Promise.all(rest);
    expect(served).toEqual(["b1", "a2"]);
  });

  it("outside any lane, calls go in the background lane, which has no cap and waits behind people", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10, 2);
    const served: string[] = [];
    const background = Array.from({ length: 5 }, (_, i) =>
      s.take().then(() => served.push(`bg${i}`)),
    );
    expect(s.waitingIn("background")).toBe(5);
    const user = call(s, "user:1", served, "u");
    await budget.release(6);
    await Promise.all([...background, user]);
    expect(served).toEqual(["u", "bg0", "bg1", "bg2", "bg3", "bg4"]);
  });

  it(`while people wait, the background lane gets a token once ${BACKGROUND_FLOOR_MS / 1000} s has passed since its last, never none`, async () => {
    const budget = new ManualBudget();
    let clock = 0;
    const s = new FairScheduler(budget, 10, 100, () => clock);
    const served: string[] = [];
    const background = Array.from({ length: 3 }, () => s.take().then(() => served.push("bg")));
    const people = Array.from({ length: 150 }, (_, i) =>
      call(s, `user:${i % 2}`, served, "person"),
    );
    // people always waiting, ten tokens a second of the clock: the 101st (at 10 s) is the
    // background lane's, and the next 49 people's again
    for (let t = 0; t < 150; t++) {
      await budget.release(1);
      clock += 100;
    }
    expect(served.flatMap((n, i) => (n === "bg" ? [i] : []))).toEqual([100]);
    // with nobody waiting, the background lane has every token
    await budget.release(3);
    await Promise.all([...background, ...people]);
    expect(served.filter((n) => n === "bg")).toHaveLength(3);
  });

  it("a shared call goes at the turn of whoever joined it, not behind its starter's flood", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10);
    const served: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => call(s, "a", served, `a${i}`));
    // a starts a coalesced read at the back of its queue; b then asks for the same thing
    const shared = inLane("a", () => share(() => s.take().then(() => served.push("shared"))));
    inLane("b", () => shared.join());
    await budget.release(2);
    expect(served).toEqual(["a0", "shared"]);
    // served once: it no longer counts as waiting in either lane
    expect(s.waitingIn("b")).toBe(0);
    expect(s.waitingIn("a")).toBe(9);
    await budget.release(9);
    await Promise.all(flood);
    expect(budget.taken).toBe(11);
  });

  it("a full lane's shared call is admitted through a joiner with room", async () => {
    const budget = new ManualBudget();
    const s = new FairScheduler(budget, 10, 2);
    const a = [inLane("a", () => s.take()), inLane("a", () => s.take())];
    // a share started by a full lane, already joined by b, before its first call
    const shared = inLane("a", () =>
      share(async () => {
        await settle();
        await s.take();
      }),
    );
    inLane("b", () => shared.join());
    await budget.release(3);
    await Promise.all([...a, shared.promise]);
  });
});

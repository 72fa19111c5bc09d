import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { computeResubscribeQuota, isQuotaRefusal } from "./resubscribe-quota";

const now = new Date("2026-11-20T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const ok = (h: number) => ({ at: hoursAgo(h), outcome: "ok" as const });
const refusal = (h: number) => ({
  at: hoursAgo(h),
  outcome: "error" as const,
  errorMessage: "The Messaging API refused this: No more than 5 are allowed per day (code 422)",
});

describe("computeResubscribeQuota", () => {
  it("has all five when nothing was sent", () => {
    expect(computeResubscribeQuota([], now)).toEqual({
      used: 0,
      limit: 5,
      remaining: 5,
      resetsAt: null,
      refused: false,
      basis: "console",
      consoleRequests: 0,
      refusedAt: null,
    });
  });

  it("counts successful requests of the last 24 hours only", () => {
    const q = computeResubscribeQuota([ok(30), ok(23), ok(2), ok(1)], now);
    expect(q).toMatchObject({ used: 3, remaining: 2, refused: false });
    // the request 23 hours ago is the first to age out, in an hour
    expect(q.resetsAt).toBe("2026-11-20T13:00:00.000Z");
  });

  it("reaches zero after five and never goes below", () => {
    const five = [ok(5), ok(4), ok(3), ok(2), ok(1)];
    expect(computeResubscribeQuota(five, now)).toMatchObject({ used: 5, remaining: 0 });
    const seven = [ok(7), ok(6), ...five];
    const q = computeResubscribeQuota(seven, now);
    expect(q).toMatchObject({ used: 5, remaining: 0 });
    // with more than five on record, the slot frees when the fifth-newest ages out
    expect(q.resetsAt).toBe("2026-11-21T07:00:00.000Z");
  });

  it("believes the upstream's refusal: none left until a known request ages out", () => {
    const q = computeResubscribeQuota([ok(3), refusal(1)], now);
    expect(q).toMatchObject({
      used: 1,
      remaining: 0,
      refused: true,
      basis: "refusal",
      refusedAt: hoursAgo(1),
    });
    // the console's own request of 3 hours ago is the first known to free up
    expect(q.resetsAt).toBe("2026-11-21T09:00:00.000Z");
    expect(computeResubscribeQuota([refusal(2)], now)).toMatchObject({
      remaining: 0,
      resetsAt: "2026-11-21T10:00:00.000Z",
    });
  });

  it("after a refusal, counts only the console's own requests that have aged out since", () => {
    // refused 2 hours ago; the console's requests of 25 and 23 hours ago were in that
    // refusal's window: the first has aged out since, the second not yet
    const q = computeResubscribeQuota([ok(25), ok(23), refusal(2)], now);
    expect(q).toMatchObject({ remaining: 1, refused: true, consoleRequests: 1 });
    expect(q.resetsAt).toBe("2026-11-20T13:00:00.000Z");
    // …and one request sent since uses it up again
    expect(computeResubscribeQuota([ok(25), ok(23), refusal(2), ok(1)], now)).toMatchObject({
      remaining: 0,
      refused: true,
    });
  });

  it("a request that went through after a refusal does not make the others free", () => {
    // a slot freed up (a request made elsewhere aged out) and was used: nothing more is known
    expect(computeResubscribeQuota([refusal(5), ok(1)], now)).toMatchObject({
      used: 1,
      remaining: 0,
      refused: true,
    });
  });

  it("never promises more than the console's own count, nor less than nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ h: fc.integer({ min: 0, max: 60 }), refused: fc.boolean() }), {
          maxLength: 12,
        }),
        (list) => {
          const events = list.map((e) => (e.refused ? refusal(e.h) : ok(e.h)));
          const q = computeResubscribeQuota(events, now);
          const own = list.filter((e) => !e.refused && e.h < 24).length;
          expect(q.remaining).toBeGreaterThanOrEqual(0);
          expect(q.remaining).toBeLessThanOrEqual(Math.max(0, 5 - own));
          if (q.refused) expect(q.resetsAt).not.toBeNull();
        },
      ),
    );
  });

  it("ignores other failures and entries outside the window", () => {
    const q = computeResubscribeQuota(
      [
        { at: hoursAgo(1), outcome: "error", errorMessage: "The Messaging API is unavailable" },
        refusal(25),
        { at: new Date(now.getTime() + 60_000), outcome: "ok" },
      ],
      now,
    );
    expect(q).toMatchObject({ used: 0, remaining: 5, refused: false });
  });
});

describe("isQuotaRefusal", () => {
  it("recognises the upstream's words", () => {
    expect(isQuotaRefusal("No more than 5 are allowed per day")).toBe(true);
    expect(isQuotaRefusal("sender: not an active sender address")).toBe(false);
    expect(isQuotaRefusal(null)).toBe(false);
  });
});

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

  it("believes the upstream's refusal when it is the latest word", () => {
    const q = computeResubscribeQuota([ok(3), refusal(1)], now);
    expect(q).toMatchObject({ used: 1, remaining: 0, refused: true });
    expect(computeResubscribeQuota([refusal(2)], now)).toMatchObject({
      remaining: 0,
      resetsAt: "2026-11-21T10:00:00.000Z",
    });
  });

  it("forgets a refusal once a later request went through", () => {
    expect(computeResubscribeQuota([refusal(5), ok(1)], now)).toMatchObject({
      used: 1,
      remaining: 4,
      refused: false,
    });
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

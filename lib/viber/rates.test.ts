import { describe, expect, it } from "vitest";

import { campaignFunnel, campaignRates, countersChanged, formatDuration } from "./rates";

const counters = {
  sent: 1000,
  delivered: 900,
  read: 450,
  redirected: 45,
  undelivered: 60,
  errors: 20,
};

describe("campaignRates", () => {
  it("divides each step by the one before it", () => {
    const r = campaignRates(counters);
    expect(r.delivery).toBeCloseTo(0.9);
    expect(r.read).toBeCloseTo(0.5);
    expect(r.clickthrough).toBeCloseTo(0.1);
    expect(r.undelivered).toBeCloseTo(0.06);
    expect(r.error).toBeCloseTo(20 / 1020);
  });

  it("has no rate rather than 0 % before anything was sent", () => {
    const none = { sent: 0, delivered: 0, read: 0, redirected: 0, undelivered: 0, errors: 0 };
    expect(campaignRates(none)).toEqual({
      delivery: null,
      read: null,
      clickthrough: null,
      undelivered: null,
      error: null,
    });
  });
});

describe("campaignFunnel", () => {
  it("goes sent → delivered → read → clicked with shares of sent", () => {
    expect(campaignFunnel(counters)).toEqual([
      { step: "Sent", count: 1000, share: 1 },
      { step: "Delivered", count: 900, share: 0.9 },
      { step: "Read", count: 450, share: 0.45 },
      { step: "Clicked", count: 45, share: 0.045 },
    ]);
  });
});

describe("countersChanged", () => {
  it("notices any moved counter, and nothing without a previous value", () => {
    expect(countersChanged(undefined, counters)).toBe(false);
    expect(countersChanged(counters, { ...counters })).toBe(false);
    expect(countersChanged(counters, { ...counters, read: 451 })).toBe(true);
  });
});

describe("formatDuration", () => {
  it.each([
    [86400, "24 h"],
    [5400, "1 h 30 min"],
    [600, "10 min"],
    [3599, "1 h"],
    [45, "45 s"],
    [-1, "—"],
  ])("reads as hours and minutes: %i s is %s", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

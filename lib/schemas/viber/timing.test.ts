import { describe, expect, it } from "vitest";

import {
  defaultSendAt,
  formatLiveTime,
  instantToLocalInput,
  liveTimeSeconds,
  localInputToUpstream,
  sendInstant,
  splitLiveTime,
} from "./timing";

describe("live time", () => {
  it.each([
    [0, 1, 60],
    [24, 0, 86_400],
    [1, 30, 5_400],
  ])(
    "turns hours and minutes into seconds and back: %i h %i min is %i s",
    (hours, minutes, seconds) => {
      expect(liveTimeSeconds(hours, minutes)).toBe(seconds);
      expect(splitLiveTime(seconds)).toEqual({ hours, minutes });
    },
  );

  it.each([
    [60, "1 min"],
    [59, "59 s"],
    [5_400, "1 h 30 min"],
    [86_400, "24 h"],
    [0, "0 min"],
  ])("reads like a person would say it: %i s is %s", (seconds, text) => {
    expect(formatLiveTime(seconds)).toBe(text);
  });
});

describe("send time in the account's timezone", () => {
  it("turns a datetime-local value into the API's date text", () => {
    expect(localInputToUpstream("2026-11-23T10:05")).toBe("2026-11-23 10:05:00");
    expect(localInputToUpstream("2026-11-23T10:05:30")).toBe("2026-11-23 10:05:30");
    expect(localInputToUpstream("2026-02-30T10:00")).toBeNull();
    expect(localInputToUpstream("23.11.2026 10:00")).toBeNull();
    expect(localInputToUpstream("")).toBeNull();
  });

  it("reads the value in the account's zone, not the browser's", () => {
    expect(sendInstant("2026-11-23T10:00", "UTC")).toBe(Date.UTC(2026, 10, 23, 10));
    // Kyiv is UTC+2 in winter and UTC+3 in summer
    expect(sendInstant("2026-11-23T10:00", "Europe/Kyiv")).toBe(Date.UTC(2026, 10, 23, 8));
    expect(sendInstant("2026-07-01T10:00", "Europe/Kyiv")).toBe(Date.UTC(2026, 6, 1, 7));
    expect(instantToLocalInput(Date.UTC(2026, 10, 23, 8), "Europe/Kyiv")).toBe("2026-11-23T10:00");
  });

  it("suggests the next full hour at least half an hour ahead", () => {
    expect(defaultSendAt(Date.UTC(2026, 10, 23, 10, 10), "UTC")).toBe("2026-11-23T11:00");
    expect(defaultSendAt(Date.UTC(2026, 10, 23, 10, 40), "UTC")).toBe("2026-11-23T12:00");
    expect(defaultSendAt(Date.UTC(2026, 10, 23, 22, 40), "Europe/Kyiv")).toBe("2026-11-24T02:00");
  });
});

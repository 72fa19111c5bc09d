import { describe, expect, it } from "vitest";

import { duePeriod, hourOn } from "./digest-due";

const at = (iso: string) => Date.parse(iso);

describe("digest due times", () => {
  const daily8 = { frequency: "daily" as const, hour: 8, weekday: 1 };

  it("is due from the chosen hour of the account's zone, not the server's", () => {
    // 08:00 in Kyiv (UTC+2 in winter) is 06:00 UTC
    expect(duePeriod(daily8, at("2026-11-29T05:59:00Z"), "Europe/Kyiv")).toBeNull();
    expect(duePeriod(daily8, at("2026-11-29T06:00:00Z"), "Europe/Kyiv")).toEqual({
      period: "daily:2026-11-29",
      from: at("2026-11-28T06:00:00Z"),
      to: at("2026-11-29T06:00:00Z"),
    });
    // 08:00 in New York (UTC-5) is 13:00 UTC
    expect(duePeriod(daily8, at("2026-11-29T12:59:00Z"), "America/New_York")).toBeNull();
    expect(duePeriod(daily8, at("2026-11-29T13:00:00Z"), "America/New_York")?.period).toBe(
      "daily:2026-11-29",
    );
  });

  it("names one period a day however often it is asked", () => {
    const periods = new Set<string>();
    for (let t = at("2026-11-29T06:00:00Z"); t < at("2026-11-29T12:00:00Z"); t += 5 * 60_000)
      periods.add(duePeriod(daily8, t, "Europe/Kyiv")!.period);
    expect([...periods]).toEqual(["daily:2026-11-29"]);
    // past the grace, nothing (the next day is a new period)
    expect(duePeriod(daily8, at("2026-11-29T12:00:00Z"), "Europe/Kyiv")).toBeNull();
  });

  it("keeps the local hour across DST changes", () => {
    // Europe/Kyiv moves from UTC+2 to UTC+3 on 2026-03-29
    expect(hourOn("2026-03-28", 8, "Europe/Kyiv")).toBe(at("2026-03-28T06:00:00Z"));
    expect(hourOn("2026-03-29", 8, "Europe/Kyiv")).toBe(at("2026-03-29T05:00:00Z"));
    const p = duePeriod(daily8, at("2026-03-29T05:00:00Z"), "Europe/Kyiv");
    expect(p).toEqual({
      period: "daily:2026-03-29",
      from: at("2026-03-28T06:00:00Z"),
      to: at("2026-03-29T05:00:00Z"),
    });
    expect(p!.to - p!.from).toBe(23 * 3_600_000);
    // New York falls back on 2026-11-01: 08:00 is 13:00 UTC, the day before 12:00 UTC
    expect(hourOn("2026-10-31", 8, "America/New_York")).toBe(at("2026-10-31T12:00:00Z"));
    expect(hourOn("2026-11-01", 8, "America/New_York")).toBe(at("2026-11-01T13:00:00Z"));
  });

  it("takes the first moment after an hour the clocks skip, and the first of a repeated one", () => {
    // 03:00 does not exist in Kyiv on 2026-03-29 (03:00 → 04:00 local, 01:00 UTC)
    expect(hourOn("2026-03-29", 3, "Europe/Kyiv")).toBe(at("2026-03-29T01:00:00Z"));
    // 01:00 happens twice in New York on 2026-11-01: the first is 05:00 UTC
    expect(hourOn("2026-11-01", 1, "America/New_York")).toBe(at("2026-11-01T05:00:00Z"));
  });

  it("is due weekly on the chosen weekday only, late-evening hours past midnight too", () => {
    const monday = { frequency: "weekly" as const, hour: 23, weekday: 1 };
    // 2026-11-30 is a Monday; 23:00 UTC
    expect(duePeriod(monday, at("2026-11-30T22:59:00Z"), "UTC")).toBeNull();
    const p = duePeriod(monday, at("2026-12-01T01:00:00Z"), "UTC");
    expect(p?.period).toBe("weekly:2026-11-30");
    expect(p!.to - p!.from).toBe(7 * 86_400_000);
    expect(duePeriod(monday, at("2026-12-01T23:30:00Z"), "UTC")).toBeNull();
    expect(
      duePeriod({ ...monday, frequency: "off" }, at("2026-11-30T23:00:00Z"), "UTC"),
    ).toBeNull();
  });
});

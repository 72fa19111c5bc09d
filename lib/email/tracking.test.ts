import { describe, expect, it } from "vitest";

import { countBy, groupClicks, trackingTimeline } from "./tracking";

const click = (url: string, at: string, browser = "Chrome") => ({
  url,
  browser,
  os: "Windows",
  screen_resolution: "1920x1080",
  ip: "192.0.2.1",
  country: "DE",
  action_date: at,
});
const open = (at: string, os = "iOS") => ({
  browser: "Safari",
  os,
  ip: "192.0.2.1",
  country: "",
  action_date: at,
});

describe("groupClicks", () => {
  it("groups clicks by link with counts, most clicked first", () => {
    const groups = groupClicks([
      click("https://a.example/x", "2026-01-02 10:00:00"),
      click("https://b.example/", "2026-01-02 09:00:00"),
      click("https://a.example/x", "2026-01-01 08:00:00"),
    ]);
    expect(groups.map((g) => [g.url, g.count])).toEqual([
      ["https://a.example/x", 2],
      ["https://b.example/", 1],
    ]);
    expect(groups[0]).toMatchObject({ first: "2026-01-01 08:00:00", last: "2026-01-02 10:00:00" });
    expect(groups[0]?.clicks.map((c) => c.action_date)).toEqual([
      "2026-01-01 08:00:00",
      "2026-01-02 10:00:00",
    ]);
  });
});

describe("countBy", () => {
  it("counts by a field, blanks as Unknown", () => {
    const rows = [open("x", "iOS"), open("x", "Android"), open("x", "iOS"), open("x", " ")];
    expect(countBy(rows, (r) => r.os)).toEqual([
      { name: "iOS", count: 2 },
      { name: "Android", count: 1 },
      { name: "Unknown", count: 1 },
    ]);
  });
});

describe("trackingTimeline", () => {
  it("buckets by hour from the send date, empty hours included", () => {
    const t = trackingTimeline(
      [open("2026-01-01 10:15:00"), open("2026-01-01 12:59:59")],
      [click("https://a.example", "2026-01-01 12:01:00")],
      "2026-01-01 09:58:00",
    );
    expect(t.unit).toBe("hour");
    expect(t.points).toEqual([
      { label: "2026-01-01 09:00", opens: 0, clicks: 0 },
      { label: "2026-01-01 10:00", opens: 1, clicks: 0 },
      { label: "2026-01-01 11:00", opens: 0, clicks: 0 },
      { label: "2026-01-01 12:00", opens: 1, clicks: 1 },
    ]);
  });

  it("switches to days for activity over more than two days", () => {
    const t = trackingTimeline([open("2026-01-01 10:00:00"), open("2026-01-05 10:00:00")], []);
    expect(t.unit).toBe("day");
    expect(t.points.map((p) => p.label)).toEqual([
      "2026-01-01",
      "2026-01-02",
      "2026-01-03",
      "2026-01-04",
      "2026-01-05",
    ]);
    expect(t.points.reduce((n, p) => n + p.opens, 0)).toBe(2);
  });

  it("is empty without events and ignores unreadable dates", () => {
    expect(trackingTimeline([], []).points).toEqual([]);
    expect(trackingTimeline([open("garbage")], []).points).toEqual([]);
  });

  it("never gives more than 2,000 points", () => {
    const t = trackingTimeline([open("2020-01-01 00:00:00"), open("2026-01-01 00:00:00")], []);
    expect(t.points.length).toBeLessThanOrEqual(2000);
    expect(t.points.reduce((n, p) => n + p.opens, 0)).toBe(2);
  });
});

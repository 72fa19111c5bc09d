import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

import {
  formatDateTime,
  isSameDay,
  machineDateTime,
  toInstant,
  viewerHint,
  wallClock,
  zoneLabel,
} from "./datetime";
import { formatUpstreamDateTime } from "./format";

const at = Date.UTC(2026, 10, 22, 14, 5, 9); // Sun 2026-11-22 14:05:09 UTC

const ZONES = [
  "UTC",
  "Europe/Berlin",
  "Europe/Kyiv",
  "America/New_York",
  "America/Sao_Paulo",
  "Asia/Tokyo",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
] as const;
const zone = fc.constantFrom(...ZONES);
// whole seconds from 1971 to 2099: the range the upstream's dates live in
const instant = fc.integer({ min: 31_536_000, max: 4_102_444_799 }).map((s) => s * 1000);

describe("formatDateTime: the house format, in the account's zone", () => {
  it("shows an instant in each style, naming the zone", () => {
    expect(formatDateTime(at, "UTC")).toBe("2026-11-22 14:05 UTC");
    expect(formatDateTime(at, "UTC", { style: "seconds" })).toBe("2026-11-22 14:05:09 UTC");
    expect(formatDateTime(at, "UTC", { style: "time" })).toBe("14:05:09 UTC");
    expect(formatDateTime(at, "UTC", { style: "date" })).toBe("2026-11-22");
    expect(formatDateTime(at, "UTC", { weekday: true })).toBe("Sun 2026-11-22 14:05 UTC");
    expect(formatDateTime(at, "Europe/Kyiv")).toBe("2026-11-22 16:05 Kyiv");
    expect(formatDateTime(at, "America/New_York")).toBe("2026-11-22 09:05 New York");
    expect(formatDateTime(at, "Asia/Tokyo", { style: "date" })).toBe("2026-11-22");
    expect(formatDateTime(Date.UTC(2026, 10, 22, 20), "Asia/Tokyo")).toBe("2026-11-23 05:00 Tokyo");
  });

  it("reads epoch ms, Dates, ISO texts with an offset and upstream wall clocks alike", () => {
    const shown = "2026-11-22 16:05:09 Kyiv";
    const opts = { style: "seconds" } as const;
    expect(formatDateTime(at, "Europe/Kyiv", opts)).toBe(shown);
    expect(formatDateTime(new Date(at), "Europe/Kyiv", opts)).toBe(shown);
    expect(formatDateTime("2026-11-22T14:05:09Z", "Europe/Kyiv", opts)).toBe(shown);
    expect(formatDateTime("2026-11-22T14:05:09.123Z", "Europe/Kyiv", opts)).toBe(shown);
    expect(formatDateTime("2026-11-22T17:05:09+03:00", "Europe/Kyiv", opts)).toBe(shown);
    expect(formatDateTime("2026-11-22T17:05:09+0300", "Europe/Kyiv", opts)).toBe(shown);
    // an upstream text is already the account's wall clock: shown as written
    expect(formatDateTime("2026-11-22 16:05:09", "Europe/Kyiv", opts)).toBe(shown);
    expect(formatDateTime("2026-11-22", "Europe/Kyiv")).toBe("2026-11-22 00:00 Kyiv");
  });

  it("says — for what is not a date", () => {
    for (const v of [
      null,
      undefined,
      "",
      "soon",
      "2026-02-31 10:00:00",
      "2026-11-22 25:00:00",
      NaN,
    ])
      expect(formatDateTime(v, "UTC")).toBe("—");
    expect(formatDateTime(new Date("nope"), "UTC")).toBe("—");
  });

  it.each([
    ["UTC", "UTC"],
    ["Etc/UTC", "UTC"],
    ["Etc/GMT", "UTC"],
    ["Etc/GMT+3", "UTC-3"],
    ["Etc/GMT-10", "UTC+10"],
    ["America/Argentina/Buenos_Aires", "Buenos Aires"],
  ])("names zones the way people read them: %s is %s", (zone, label) => {
    expect(zoneLabel(zone)).toBe(label);
  });

  it("keeps formatUpstreamDateTime a thin wrapper (unreadable text is shown as it came)", () => {
    expect(formatUpstreamDateTime("2026-11-22 14:05:09", "UTC")).toBe("2026-11-22 14:05 UTC");
    expect(formatUpstreamDateTime("2026-11-22 14:05:09", "Europe/Kyiv")).toBe(
      "2026-11-22 14:05 Kyiv",
    );
    expect(formatUpstreamDateTime("tomorrow", "UTC")).toBe("tomorrow UTC");
    expect(formatUpstreamDateTime(null, "UTC")).toBe("—");
  });
});

describe("daylight saving edges", () => {
  it("Berlin springs forward at 01:00 UTC on 2026-03-29: 02:00 never shows", () => {
    const edge = Date.UTC(2026, 2, 29, 1);
    const s = { style: "seconds" } as const;
    expect(formatDateTime(edge - 1000, "Europe/Berlin", s)).toBe("2026-03-29 01:59:59 Berlin");
    expect(formatDateTime(edge, "Europe/Berlin", s)).toBe("2026-03-29 03:00:00 Berlin");
  });

  it("New York falls back at 06:00 UTC on 2026-11-01: 01:30 shows twice, an hour apart", () => {
    const first = Date.UTC(2026, 10, 1, 5, 30);
    expect(formatDateTime(first, "America/New_York")).toBe("2026-11-01 01:30 New York");
    expect(formatDateTime(first + 3_600_000, "America/New_York")).toBe("2026-11-01 01:30 New York");
    // the hint tells them apart for a viewer elsewhere
    expect(viewerHint(first, "America/New_York", "UTC")).toBe("05:30 your time");
    expect(viewerHint(first + 3_600_000, "America/New_York", "UTC")).toBe("06:30 your time");
  });

  it("an upstream time inside a skipped hour is shown as written", () => {
    expect(formatDateTime("2026-03-08 02:30:00", "America/New_York")).toBe(
      "2026-03-08 02:30 New York",
    );
  });

  it("the viewer's offset changes on its own dates, not the account's", () => {
    // UTC account, Berlin viewer: +1 h in winter, +2 h in summer
    expect(viewerHint(Date.UTC(2026, 0, 10, 12), "UTC", "Europe/Berlin")).toBe("13:00 your time");
    expect(viewerHint(Date.UTC(2026, 6, 10, 12), "UTC", "Europe/Berlin")).toBe("14:00 your time");
  });
});

describe("viewerHint: the viewer's own time, only where it differs", () => {
  it("gives the time, and the date when the viewer is on another day", () => {
    expect(viewerHint(at, "UTC", "Europe/Berlin")).toBe("15:05 your time");
    expect(viewerHint(at, "UTC", "Europe/Berlin", { style: "seconds" })).toBe("15:05:09 your time");
    expect(viewerHint(at, "UTC", "Europe/Berlin", { style: "time" })).toBe("15:05:09 your time");
    expect(viewerHint(Date.UTC(2026, 10, 22, 20), "UTC", "Asia/Tokyo")).toBe(
      "2026-11-23 05:00 your time",
    );
    expect(viewerHint(Date.UTC(2026, 10, 22, 20), "UTC", "Asia/Tokyo", { style: "date" })).toBe(
      "2026-11-23 your time",
    );
    expect(viewerHint("2026-11-22 14:05:09", "UTC", "America/New_York")).toBe("09:05 your time");
  });

  it("is null for the same clock, no viewer zone yet, or no instant", () => {
    expect(viewerHint(at, "UTC", "UTC")).toBeNull();
    expect(viewerHint(at, "UTC", "Etc/GMT")).toBeNull();
    // London is on UTC in November
    expect(viewerHint(at, "UTC", "Europe/London")).toBeNull();
    expect(viewerHint(at, "UTC", null)).toBeNull();
    expect(viewerHint("soon", "UTC", "Asia/Tokyo")).toBeNull();
    // a date-only stamp differs only when the day does
    expect(viewerHint(at, "UTC", "Europe/Berlin", { style: "date" })).toBeNull();
  });

  it("property: null exactly when the two clocks read the same", () => {
    fc.assert(
      fc.property(instant, zone, zone, (ms, account, viewer) => {
        const hint = viewerHint(ms, account, viewer);
        const same =
          account === viewer ||
          formatUpstreamDate(ms, account).slice(0, 16) ===
            formatUpstreamDate(ms, viewer).slice(0, 16);
        expect(hint === null).toBe(same);
        if (hint) expect(hint).toMatch(/^(\d{4}-\d{2}-\d{2} )?\d{2}:\d{2} your time$/);
      }),
    );
  });
});

describe("round trips", () => {
  it("an instant and its upstream text show the same; the text's instant is the instant", () => {
    fc.assert(
      fc.property(instant, zone, (ms, tz) => {
        const text = formatUpstreamDate(ms, tz);
        const opts = { style: "seconds" } as const;
        expect(formatDateTime(text, tz, opts)).toBe(formatDateTime(ms, tz, opts));
        // text → instant → text (holds in a repeated fall-back hour too)
        expect(formatUpstreamDate(toInstant(text, tz)!, tz)).toBe(text);
      }),
    );
  });

  it("the machine-readable form names the same instant", () => {
    fc.assert(
      fc.property(instant, zone, (ms, tz) => {
        const iso = machineDateTime(ms, tz)!;
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(Date.parse(iso)).toBe(ms);
        expect(machineDateTime(ms, tz, "date")).toBe(formatUpstreamDate(ms, tz).slice(0, 10));
      }),
    );
  });

  it("the house format: date, time, zone; and the wall clock agrees with Intl", () => {
    fc.assert(
      fc.property(instant, zone, (ms, tz) => {
        expect(formatDateTime(ms, tz)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \S/);
        const clock = wallClock(ms, tz);
        const weekday = new Intl.DateTimeFormat("en-US", { timeZone: tz, weekday: "short" }).format(
          ms,
        );
        expect(clock.weekday).toBe(weekday);
      }),
    );
  });
});

describe("the same text on any machine", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it("does not depend on the process's own timezone (a server on UTC, a browser in Tokyo)", () => {
    const render = () =>
      ZONES.flatMap((tz) => [
        formatDateTime(at, tz, { style: "seconds", weekday: true }),
        formatDateTime("2026-03-29 02:30:00", tz),
        machineDateTime("2026-11-22 14:05:09", tz),
      ]);
    process.env.TZ = "UTC";
    const onServer = render();
    for (const browser of ["Europe/Berlin", "America/New_York", "Asia/Tokyo"]) {
      process.env.TZ = browser;
      expect(new Date(at).getHours()).not.toBe(14); // the process really is elsewhere
      expect(render()).toEqual(onServer);
    }
  });
});

describe("isSameDay", () => {
  it("compares days of the account's clock", () => {
    expect(isSameDay(at, Date.UTC(2026, 10, 22, 23, 59), "UTC")).toBe(true);
    expect(isSameDay(at, Date.UTC(2026, 10, 22, 23, 59), "Asia/Tokyo")).toBe(false);
    expect(isSameDay("soon", at, "UTC")).toBe(false);
  });
});

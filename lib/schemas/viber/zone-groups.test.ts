import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import fc from "fast-check";
import { getCountries, getExampleNumber } from "libphonenumber-js/max";
import examples from "libphonenumber-js/mobile/examples";
import { describe, expect, it } from "vitest";

import { COUNTRY_ZONES } from "@/lib/phone/country-zones";
import { DEFAULT_QUIET_HOURS, isQuietAt } from "@/lib/schemas/local-hours";

import {
  approximateCountries,
  localTimeGroups,
  quietAt,
  quietMovedGroups,
  zoneOfPhone,
} from "./zone-groups";

const example = (c: (typeof COUNTRIES)[number]) =>
  getExampleNumber(c, examples)?.number.slice(1) ?? "";
const COUNTRIES = getCountries();
const ZONES = [...new Set(COUNTRY_ZONES.values())];

/** Lists of distinct phones: countries' example numbers and any digits (of no country, too). */
const phoneLists = fc
  .array(
    fc.oneof(
      fc.constantFrom(...COUNTRIES).map(example),
      fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 7, maxLength: 15 }),
    ),
    { maxLength: 60 },
  )
  .map((l) => [...new Set(l.filter((p) => p !== ""))]);

const dates = fc
  .date({
    min: new Date("2020-01-01T00:00Z"),
    max: new Date("2035-12-31T00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const times = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

describe("local-time send groups", () => {
  it("put every phone in exactly one group, the group of its zone", () => {
    fc.assert(
      fc.property(phoneLists, dates, (phones, date) => {
        const groups = localTimeGroups(phones, { date, time: "10:00", fallbackZone: "UTC" })!;
        const all = groups.flatMap((g) => g.phones);
        expect(all.slice().sort()).toEqual(phones.slice().sort());
        expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
        for (const g of groups)
          for (const p of g.phones) expect(zoneOfPhone(p, "UTC").zone).toBe(g.zone);
      }),
    );
  });

  it("send each group when its zone's clock shows the time, across DST changes", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), dates, times, (zone, date, time) => {
        const [g] = localTimeGroups(["0"], { date, time, fallbackZone: zone })!;
        expect(g!.zone).toBe(zone);
        const shown = formatUpstreamDate(g!.sendAt, zone);
        // a time a DST change skips (02:30 on a spring-forward night) goes out within the hour after it
        const apart = Date.parse(`${shown.replace(" ", "T")}Z`) - Date.parse(`${date}T${time}:00Z`);
        if (shown !== `${date} ${time}:00`) expect(apart).toBeGreaterThan(0);
        expect(apart).toBeLessThanOrEqual(3600_000);
      }),
      { numRuns: 500 },
    );
  });

  it("keep 10:00 local on both sides of a DST change", () => {
    const [ny] = localTimeGroups(["12015550123"], {
      date: "2026-03-07",
      time: "10:00",
      fallbackZone: "UTC",
    })!;
    const [ny2] = localTimeGroups(["12015550123"], {
      date: "2026-03-09",
      time: "10:00",
      fallbackZone: "UTC",
    })!;
    expect(new Date(ny!.sendAt).toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(new Date(ny2!.sendAt).toISOString()).toBe("2026-03-09T14:00:00.000Z");
  });

  it("order three countries by their UTC time and name the approximate ones", () => {
    const groups = localTimeGroups(["380501234567", "819012345678", "12015550123"], {
      date: "2026-12-01",
      time: "10:00",
      fallbackZone: "UTC",
    })!;
    expect(groups.map((g) => [g.zone, new Date(g.sendAt).toISOString()])).toEqual([
      ["Asia/Tokyo", "2026-12-01T01:00:00.000Z"],
      ["Europe/Kyiv", "2026-12-01T08:00:00.000Z"],
      ["America/New_York", "2026-12-01T15:00:00.000Z"],
    ]);
    expect(approximateCountries(groups)).toEqual(["UA", "US"]);
  });
});

describe("quiet hours", () => {
  const quiet = DEFAULT_QUIET_HOURS;

  it("count the recipients a time reaches inside them", () => {
    // 20:00 UTC: 22:00 in Kyiv, 05:00 in Tokyo, 15:00 in New York
    const at = Date.parse("2026-12-01T20:00:00Z");
    const r = quietAt(
      ["380501234567", "380501234568", "819012345678", "12015550123"],
      at,
      quiet,
      "UTC",
    );
    expect(r.count).toBe(3);
    expect(r.zones.map((z) => [z.zone, z.local, z.n])).toEqual([
      ["Europe/Kyiv", "22:00", 2],
      ["Asia/Tokyo", "05:00", 1],
    ]);
  });

  it("move only those recipients, each to the next allowed hour where they are", () => {
    fc.assert(
      fc.property(
        phoneLists,
        fc.integer({ min: Date.parse("2024-01-01"), max: Date.parse("2030-01-01") }),
        (phones, at) => {
          const groups = quietMovedGroups(phones, at, quiet, "UTC");
          expect(groups.flatMap((g) => g.phones).sort()).toEqual(phones.slice().sort());
          for (const g of groups) {
            expect(g.sendAt).toBeGreaterThanOrEqual(at);
            expect(g.sendAt - at).toBeLessThanOrEqual(13 * 3600_000);
            for (const p of g.phones)
              expect(isQuietAt(g.sendAt, zoneOfPhone(p, "UTC").zone, quiet)).toBe(false);
          }
        },
      ),
    );
  });

  it("are off when disabled or empty", () => {
    const at = Date.parse("2026-12-01T23:00:00Z");
    expect(quietAt(["380501234567"], at, { ...quiet, enabled: false }, "UTC").count).toBe(0);
    expect(
      quietAt(["380501234567"], at, { enabled: true, start: "09:00", end: "09:00" }, "UTC").count,
    ).toBe(0);
  });
});

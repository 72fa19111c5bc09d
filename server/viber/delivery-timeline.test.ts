import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { Recipient, TimelinePoint } from "@/lib/schemas/resources";
import { RECIPIENT_STATUSES } from "@/lib/viber/statuses";

import { deliveryTimeline, MAX_TIMELINE_POINTS } from "./delivery-timeline";

const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** n recipients sent evenly over `hours`, each updated up to a day later. */
function recipients(n: number, hours: number): Recipient[] {
  const start = Date.UTC(2026, 10, 28, 9, 0, 0);
  return Array.from({ length: n }, (_, i) => {
    const sent = start + Math.floor((i / n) * hours * 3_600_000);
    const status = RECIPIENT_STATUSES[i % RECIPIENT_STATUSES.length]!;
    return {
      phone: String(380500000000 + i),
      address_book_id: 1,
      status,
      send_date: at(sent),
      price: 0.02,
      currency: "EUR",
      last_update: status === "send" ? at(sent) : at(sent + ((i * 7919) % 86_400) * 1000),
    };
  });
}

const sum = (points: TimelinePoint[], key: Exclude<keyof TimelinePoint, "at">) =>
  points.reduce((n, p) => n + p[key], 0);

describe("deliveryTimeline", () => {
  it("gives at most 2,000 points for 100,000 recipients, whatever is asked", () => {
    const rows = recipients(100_000, 4);
    for (const max of [undefined, 2_000, 50_000]) {
      const { points } = deliveryTimeline(rows, max);
      expect(points.length).toBeGreaterThan(10);
      expect(points.length).toBeLessThanOrEqual(MAX_TIMELINE_POINTS);
    }
    expect(deliveryTimeline(rows, 100).points.length).toBeLessThanOrEqual(100);
  });

  it("keeps every series' sum equal to the campaign's counts", () => {
    const rows = recipients(20_000, 3);
    const { points } = deliveryTimeline(rows, 300);
    const count = (pred: (s: string) => boolean) => rows.filter((r) => pred(r.status)).length;
    expect(sum(points, "sent")).toBe(count((s) => s !== "error"));
    expect(sum(points, "delivered")).toBe(
      count((s) => s.startsWith("delivered") || s.startsWith("read")),
    );
    expect(sum(points, "read")).toBe(count((s) => s.includes("read")));
    expect(sum(points, "clicked")).toBe(count((s) => s.includes("clickthrough")));
    expect(sum(points, "failed")).toBe(count((s) => s === "error" || s === "not delivered"));
  });

  it("uses readable bucket widths, labelled in the upstream's wall-clock form", () => {
    const { points, bucketMinutes } = deliveryTimeline(recipients(1_000, 4), 500);
    expect(bucketMinutes).toBe(5); // 4 h sending + a day of updates over 500 points
    expect(points[0]?.at).toBe("2026-11-28 09:00");
    expect(points[1]?.at).toBe("2026-11-28 09:05");
  });

  it("is empty without dates and ignores unreadable ones", () => {
    expect(deliveryTimeline([]).points).toEqual([]);
    const rows = recipients(10, 1).map((r, i) => (i < 5 ? { ...r, send_date: "soon" } : r));
    const { points } = deliveryTimeline(rows);
    expect(sum(points, "sent")).toBeLessThanOrEqual(5);
  });
});

/** The timeline as first written (Date.UTC per date): what the faster reading must equal. */
function referenceTimeline(rows: readonly Recipient[], maxPoints = 500) {
  const READ = new Set(["delivered and read", "read and a clickthrough followed"]);
  const DELIVERED = new Set(["delivered", "delivered and opened", ...READ]);
  const FAILED = new Set(["not delivered", "error"]);
  const STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080];
  const wallClock = (text: string | null): number | null => {
    if (!text || text.length < 16) return null;
    const n = (from: number, len: number) => {
      let v = 0;
      for (let i = from; i < from + len; i++) {
        const c = text.charCodeAt(i) - 48;
        if (c < 0 || c > 9) return NaN;
        v = v * 10 + c;
      }
      return v;
    };
    const t = Date.UTC(
      n(0, 4),
      n(5, 2) - 1,
      n(8, 2),
      n(11, 2),
      n(14, 2),
      text.length >= 19 ? n(17, 2) : 0,
    );
    return Number.isFinite(t) ? t : null;
  };
  const limit = Math.max(1, Math.min(MAX_TIMELINE_POINTS, Math.floor(maxPoints)));
  const times = rows.map((r) => {
    const s = wallClock(r.send_date);
    return { s, u: wallClock(r.last_update) ?? s };
  });
  const all = times.flatMap(({ s, u }) => [s, u]).filter((t): t is number => t !== null);
  if (all.length === 0) return { points: [], bucketMinutes: 1 };
  const min = Math.min(...all);
  const max = Math.max(...all);
  const spanMinutes = (max - min) / 60_000 + 1;
  const bucketMinutes =
    STEPS.find((step) => spanMinutes / step <= limit) ?? Math.ceil(spanMinutes / limit);
  const width = bucketMinutes * 60_000;
  const start = Math.floor(min / width) * width;
  const count = Math.min(limit, Math.floor((max - start) / width) + 1);
  const points = Array.from({ length: count }, (_, i) => ({
    at: new Date(start + i * width).toISOString().slice(0, 16).replace("T", " "),
    sent: 0,
    delivered: 0,
    read: 0,
    clicked: 0,
    failed: 0,
  }));
  const bucket = (t: number) => points[Math.min(count - 1, Math.floor((t - start) / width))]!;
  rows.forEach((r, i) => {
    const { s, u } = times[i]!;
    if (s !== null && r.status !== "error") {
      bucket(s).sent++;
      if (DELIVERED.has(r.status)) bucket(s).delivered++;
    }
    if (u === null) return;
    if (READ.has(r.status)) bucket(u).read++;
    if (r.status === "read and a clickthrough followed") bucket(u).clicked++;
    if (FAILED.has(r.status)) bucket(u).failed++;
  });
  return { points, bucketMinutes };
}

describe("deliveryTimeline's reading of dates", () => {
  // dates as the upstream writes them, and out of range, cut short or not digits at all
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, "0"));
  // a few years and months, so that rows share days (and days roll over, 2026-02-31)
  const year = fc.oneof(
    fc.constantFrom(2026, 26, 0, 1969, 9999),
    fc.integer({ max: 9999, min: 0 }),
  );
  const date = fc.oneof(
    fc
      .tuple(year, two(13), two(32), two(25), two(61), two(61))
      .map(([y, mo, d, h, mi, s]) => `${String(y).padStart(4, "0")}-${mo}-${d} ${h}:${mi}:${s}`),
    fc.tuple(two(99), two(99), two(99)).map(([d, h, mi]) => `2026-11-${d} ${h}:${mi}:${mi}`),
    fc.constantFrom("2026-11-28 10:00:05", "2026-11-28 10:00", "2026-11-28 10:0", "soon", ""),
    fc.string({ minLength: 15, maxLength: 20, unit: fc.constantFrom(..."0123456789- :x") }),
    fc.constant(null),
  );
  const row = fc.record({
    status: fc.constantFrom(...RECIPIENT_STATUSES, "queued"),
    send_date: date,
    last_update: date,
  });

  it("gives what reading each date with Date.UTC gave", () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.integer({ min: 1, max: 3000 }),
        (rs, max) => {
          const rows = rs.map((r, i) => ({
            ...r,
            phone: String(i),
            address_book_id: null,
            price: 0,
            currency: "EUR",
          }));
          expect(deliveryTimeline(rows, max)).toEqual(referenceTimeline(rows, max));
        },
      ),
      { numRuns: 500 },
    );
  });
});

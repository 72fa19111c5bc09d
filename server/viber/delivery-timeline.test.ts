import { describe, expect, it } from "vitest";

import type { Recipient, TimelinePoint } from "@/lib/schemas/resources";

import { deliveryTimeline, MAX_TIMELINE_POINTS } from "./delivery-timeline";

const STATUSES = [
  "send",
  "delivered",
  "delivered and opened",
  "delivered and read",
  "read and a clickthrough followed",
  "not delivered",
  "error",
];

const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** n recipients sent evenly over `hours`, each updated up to a day later. */
function recipients(n: number, hours: number): Recipient[] {
  const start = Date.UTC(2026, 10, 28, 9, 0, 0);
  return Array.from({ length: n }, (_, i) => {
    const sent = start + Math.floor((i / n) * hours * 3_600_000);
    const status = STATUSES[i % STATUSES.length]!;
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

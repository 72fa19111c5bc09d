import "server-only";

import type { Recipient, TimelinePoint } from "@/lib/schemas/resources";

/** The most points a chart series ever gets (docs/benchmarks.md, quality targets). */
export const MAX_TIMELINE_POINTS = 2_000;

const MINUTE = 60_000;
const STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080];

const READ = new Set(["delivered and read", "read and a clickthrough followed"]);
const DELIVERED = new Set(["delivered", "delivered and opened", ...READ]);
const FAILED = new Set(["not delivered", "error"]);

/** Upstream dates are wall-clock times in the account's zone: read as UTC, labels match. */
function wallClock(text: string | null, days: Map<number, number>): number | null {
  // read by position: Date.parse on 200,000 strings is the slow part
  if (!text || text.length < 16) return null;
  const y = digits(text, 0, 4);
  const mo = digits(text, 5, 2);
  const d = digits(text, 8, 2);
  const key = y * 10_000 + mo * 100 + d;
  let day = days.get(key);
  if (day === undefined) days.set(key, (day = Date.UTC(y, mo - 1, d)));
  const t =
    day +
    digits(text, 11, 2) * 3_600_000 +
    digits(text, 14, 2) * 60_000 +
    (text.length >= 19 ? digits(text, 17, 2) : 0) * 1000;
  return Number.isFinite(t) ? t : null;
}

function digits(text: string, from: number, len: number): number {
  let v = 0;
  for (let i = from; i < from + len; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
    v = v * 10 + c;
  }
  return v;
}

const label = (t: number) => new Date(t).toISOString().slice(0, 16).replace("T", " ");

/** Every recipient lands in one bucket per series, so the series add up to the campaign's counts. */
export function deliveryTimeline(
  rows: readonly Recipient[],
  maxPoints = 500,
): { points: TimelinePoint[]; bucketMinutes: number } {
  const limit = Math.max(1, Math.min(MAX_TIMELINE_POINTS, Math.floor(maxPoints)));
  const sent = new Float64Array(rows.length);
  const updated = new Float64Array(rows.length);
  const days = new Map<number, number>();
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const s = wallClock(r.send_date, days);
    const u = wallClock(r.last_update, days) ?? s;
    sent[i] = s ?? NaN;
    updated[i] = u ?? NaN;
    if (s !== null) {
      if (s < min) min = s;
      if (s > max) max = s;
    }
    if (u !== null) {
      if (u < min) min = u;
      if (u > max) max = u;
    }
  }
  if (min === Infinity) return { points: [], bucketMinutes: 1 };

  const spanMinutes = (max - min) / MINUTE + 1;
  const bucketMinutes =
    STEPS.find((step) => spanMinutes / step <= limit) ?? Math.ceil(spanMinutes / limit);
  const width = bucketMinutes * MINUTE;
  const start = Math.floor(min / width) * width;
  const count = Math.min(limit, Math.floor((max - start) / width) + 1);
  const points: TimelinePoint[] = Array.from({ length: count }, (_, i) => ({
    at: label(start + i * width),
    sent: 0,
    delivered: 0,
    read: 0,
    clicked: 0,
    failed: 0,
  }));
  const bucket = (t: number) => points[Math.min(count - 1, Math.floor((t - start) / width))];

  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const s = sent[i]!;
    const u = updated[i]!;
    if (!Number.isNaN(s) && r.status !== "error") {
      const p = bucket(s)!;
      p.sent++;
      if (DELIVERED.has(r.status)) p.delivered++;
    }
    if (Number.isNaN(u)) continue;
    if (READ.has(r.status)) bucket(u)!.read++;
    if (r.status === "read and a clickthrough followed") bucket(u)!.clicked++;
    if (FAILED.has(r.status)) bucket(u)!.failed++;
  }
  return { points, bucketMinutes };
}

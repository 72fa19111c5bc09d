import type { ClientInfo, LinkClick } from "@/lib/schemas/resources";

/** Dates are compared and bucketed as upstream text, never shifted into the browser's zone. */

export interface LinkGroup {
  url: string;
  count: number;
  first: string;
  last: string;
  clicks: LinkClick[];
}

export function groupClicks(clicks: readonly LinkClick[]): LinkGroup[] {
  const groups = new Map<string, LinkClick[]>();
  for (const c of clicks) groups.set(c.url, [...(groups.get(c.url) ?? []), c]);
  return [...groups.entries()]
    .map(([url, list]) => {
      const sorted = [...list].sort((a, b) => a.action_date.localeCompare(b.action_date));
      return {
        url,
        count: sorted.length,
        first: sorted[0]?.action_date ?? "",
        last: sorted.at(-1)?.action_date ?? "",
        clicks: sorted,
      };
    })
    .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url));
}

export function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item).trim() || "Unknown";
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export interface TimelinePoint {
  label: string;
  opens: number;
  clicks: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Charts get at most this many points per series (docs/benchmarks.md). */
const MAX_POINTS = 2_000;

/** Per hour up to two days of activity, else per day; empty buckets kept so the axis is real time. */
export function trackingTimeline(
  opens: readonly ClientInfo[],
  clicks: readonly LinkClick[],
  sentAt?: string,
): { unit: "hour" | "day"; points: TimelinePoint[] } {
  const events = [
    ...opens.map((o) => ({ at: naiveMs(o.action_date), kind: "opens" as const })),
    ...clicks.map((c) => ({ at: naiveMs(c.action_date), kind: "clicks" as const })),
  ].filter((e) => Number.isFinite(e.at));
  if (events.length === 0) return { unit: "hour", points: [] };
  const times = events.map((e) => e.at);
  const sent = sentAt ? naiveMs(sentAt) : NaN;
  const start = Math.min(...times, Number.isFinite(sent) ? sent : Infinity);
  const end = Math.max(...times);
  const unit = end - start <= 2 * DAY ? "hour" : "day";
  const step = unit === "hour" ? HOUR : DAY;
  const first = Math.floor(start / step) * step;
  const count = Math.min(Math.floor((end - first) / step) + 1, MAX_POINTS);
  const points: TimelinePoint[] = Array.from({ length: count }, (_, i) => ({
    label: bucketLabel(first + i * step, unit),
    opens: 0,
    clicks: 0,
  }));
  for (const e of events) {
    const i = Math.min(Math.floor((e.at - first) / step), count - 1);
    const point = points[i];
    if (point) point[e.kind]++;
  }
  return { unit, points };
}

/** Read as if UTC: only differences and labels matter. */
function naiveMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return NaN;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
}

function bucketLabel(ms: number, unit: "hour" | "day"): string {
  const iso = new Date(ms).toISOString();
  return unit === "hour" ? `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00` : iso.slice(0, 10);
}

import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { Bounce } from "@/lib/schemas/resources";

import type { SmtpExplanation } from "./smtp-kinds";

export type BounceKind = "hard" | "soft";
export type ExplainedBounce = Bounce & { explanation: SmtpExplanation; code: string };

/** An unknown answer counts as hard. */
export const bounceKind = (b: ExplainedBounce): BounceKind =>
  b.explanation.kind === "soft" ? "soft" : "hard";

export function filterBounces(
  list: readonly ExplainedBounce[],
  f: { kind?: string; code?: string },
): ExplainedBounce[] {
  return list.filter(
    (b) => (!f.kind || bounceKind(b) === f.kind) && (!f.code || b.code === f.code),
  );
}

export interface HourBucket {
  key: string;
  label: string;
  hard: number;
  soft: number;
}

/** Ends at the later of `now` and the newest bounce, so a clock ahead of the browser's still draws all. */
export function bouncesPerHour(
  list: readonly ExplainedBounce[],
  timeZone: string,
  now: number = Date.now(),
): HourBucket[] {
  const newest = Math.max(
    now,
    ...list.map((b) => parseUpstreamDate(b.send_date, timeZone) ?? -Infinity),
  );
  const buckets = new Map<string, HourBucket>();
  for (let i = 24; i >= 0; i--) {
    const key = formatUpstreamDate(newest - i * 3_600_000, timeZone).slice(0, 13);
    buckets.set(key, { key, label: `${key.slice(11, 13)}:00`, hard: 0, soft: 0 });
  }
  for (const b of list) {
    const bucket = buckets.get(b.send_date.slice(0, 13));
    if (bucket) bucket[bounceKind(b)]++;
  }
  return [...buckets.values()];
}

export interface ReasonCount {
  reason: string;
  kind: BounceKind;
  count: number;
}

function countBy<T extends { count: number }>(
  list: readonly ExplainedBounce[],
  key: (b: ExplainedBounce) => string,
  group: (b: ExplainedBounce) => T,
  name: (g: T) => string,
): T[] {
  const counts = new Map<string, T>();
  for (const b of list) {
    const k = key(b);
    const entry = counts.get(k) ?? group(b);
    entry.count++;
    counts.set(k, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)));
}

export function bouncesPerReason(list: readonly ExplainedBounce[]): ReasonCount[] {
  return countBy<ReasonCount>(
    list,
    (b) => `${bounceKind(b)}:${b.explanation.summary}`,
    (b) => ({ reason: b.explanation.summary, kind: bounceKind(b), count: 0 }),
    (r) => r.reason,
  );
}

export interface CodeOption {
  code: string;
  summary: string;
  count: number;
}

export function codeOptions(list: readonly ExplainedBounce[]): CodeOption[] {
  return countBy<CodeOption>(
    list,
    (b) => b.code,
    (b) => ({ code: b.code, summary: b.explanation.summary, count: 0 }),
    (o) => o.code,
  );
}

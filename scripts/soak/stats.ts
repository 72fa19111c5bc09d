/**
 * The soak's measurements: percentiles of answer times, the console's RSS (VmRSS of
 * a process tree, from /proc) and the event-loop figures its preload wrote
 * (scripts/soak-event-loop.mjs).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

import { median } from "../../tools/stats";
import type { Sample } from "./workload";

export { median, percentile } from "../../tools/stats";

/** VmRSS in kB of a process and its descendants. */
export function treeRssKb(pid: number): number {
  let kb = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const kids = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const kid of kids ? kids.split(/\s+/) : []) kb += treeRssKb(Number(kid));
    }
  } catch {
    /* gone */
  }
  return kb;
}

export type RssSample = { at: number; kb: number };

/** The median RSS of the 5 s after warm-up, that of the last 5 s, and the growth between. */
export function rssGrowth(rss: RssSample[], warm: number, end: number) {
  const after = rss.filter((r) => r.at >= warm && r.at < warm + 5000).map((r) => r.kb);
  const last = rss.filter((r) => r.at >= end - 5000).map((r) => r.kb);
  const base = median(after);
  const final = median(last);
  return { base, final, growth: final / base - 1 };
}

/** Counts of the answers by outcome, and the answer times after warm-up (sorted). */
export function answerFigures(samples: Sample[], warm: number) {
  const total = samples.length;
  const fiveXx = samples.filter((s) => s.status >= 500).length;
  const failed = samples.filter((s) => s.status === -1).length;
  const throttled = samples.filter((s) => s.status === 429).length;
  const other = samples.filter(
    (s) =>
      s.status !== -1 &&
      s.status !== 429 &&
      (s.status < 200 || (s.status >= 300 && s.status < 500)),
  ).length;
  const lat = samples
    .filter((s) => s.at >= warm)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const writeLat = samples
    .filter((s) => s.at >= warm && s.write)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return { total, fiveXx, failed, throttled, other, lat, writeLat };
}

/** Answer times after warm-up, grouped. */
export function timesBy<K>(samples: Sample[], warm: number, key: (x: Sample) => K) {
  const groups = new Map<K, number[]>();
  for (const x of samples) {
    if (x.at < warm) continue;
    const list = groups.get(key(x)) ?? [];
    list.push(x.ms);
    groups.set(key(x), list);
  }
  return groups;
}

/** Answers slower than 2 s counted by the second of the run they were sent in. */
export function slowBySecond(samples: Sample[], t0: number) {
  const slow = samples.filter((x) => x.ms > 2000);
  const bySecond = new Map<number, number>();
  for (const x of slow) {
    const second = Math.floor((x.at - t0) / 1000);
    bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
  }
  return { slow: slow.length, bySecond };
}

/** One second of the console's event loop and memory (MB), as the preload writes it. */
export type EventLoopWindow = {
  pid: number;
  at: number;
  p50: number;
  p99: number;
  max: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

/** The preload's one-second windows between `from` and `to` (none if it wrote no file). */
export function readEventLoop(file: string, from: number, to: number): EventLoopWindow[] {
  return existsSync(file)
    ? readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as EventLoopWindow)
        .filter((l) => l.at >= from && l.at <= to)
    : [];
}

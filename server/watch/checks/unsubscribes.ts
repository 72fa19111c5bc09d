import "server-only";

import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import { resubscribeQuota } from "@/server/email/resubscribe-quota";
import { env } from "@/server/env";
import { upstream } from "@/server/upstream";

import { registerCheck, report } from "./check";

/**
 * Unsubscribes of the last 24 hours against the median of the 7 days before
 * (the list is read per day; a day older than yesterday is read once and kept),
 * and the resubscribe quota (the console's own audit log, no upstream call).
 */
const DAY = 86_400_000;
const PAGE = 500;
const pastDays = new Map<string, number[]>();

async function dayTimes(date: string, timeZone: string): Promise<number[]> {
  const times: number[] = [];
  for (let offset = 0; offset < 20 * PAGE; offset += PAGE) {
    const { items } = await upstream().smtp.listUnsubscribes({ date, limit: PAGE, offset });
    for (const u of items) times.push(parseUpstreamDate(u.date, timeZone) ?? 0);
    if (items.length < PAGE) break;
  }
  return times;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const checkUnsubscribes = registerCheck(
  "watch-unsubscribes",
  ["email.unsubscribes", "email.resubscribe-quota"],
  async (s, now) => {
    if (s["email.unsubscribes"].enabled) await unsubscribes(s["email.unsubscribes"].params, now);
    if (s["email.resubscribe-quota"].enabled) {
      const q = await resubscribeQuota(new Date(now));
      await report({
        ruleId: "email.resubscribe-quota",
        subject: "account",
        holds: q.remaining <= 0,
        measured: {
          what: "Resubscribe requests left",
          value: `${q.remaining} of ${q.limit}`,
          window: "in the last 24 hours",
          threshold: "0 left",
        },
        link: "/email/unsubscribes",
        fired: "No resubscribe requests left today",
        resolved: "Resubscribe requests are available again",
      });
    }
  },
);

async function unsubscribes(params: Record<string, number>, now: number): Promise<void> {
  const { multiple = 3, minCount = 10 } = params;
  const timeZone = env().MESSAGING_API_TIMEZONE;
  const all: number[] = [];
  for (let i = 8; i >= 0; i--) {
    const date = formatUpstreamDate(now - i * DAY, timeZone).slice(0, 10);
    const cached = pastDays.get(date);
    const times = cached ?? (await dayTimes(date, timeZone));
    if (!cached && i >= 2) pastDays.set(date, times);
    all.push(...times);
  }
  if (pastDays.size > 20) pastDays.delete(pastDays.keys().next().value!);
  const last = all.filter((t) => t > now - DAY && t <= now).length;
  const before = Array.from(
    { length: 7 },
    (_, d) => all.filter((t) => t > now - (d + 2) * DAY && t <= now - (d + 1) * DAY).length,
  );
  const usual = median(before);
  const limit = Math.max(minCount, usual * multiple);
  await report({
    ruleId: "email.unsubscribes",
    subject: "account",
    holds: last >= limit,
    measured: {
      what: "Unsubscribes",
      value: `${last} (a usual day: ${usual})`,
      window: "in the last 24 hours, against the median day of the 7 before",
      threshold: `${multiple} times the median, at least ${minCount}`,
      count: last,
      median: usual,
    },
    link: "/email/unsubscribes",
    fired: `Unsubscribes at ${last} in 24 hours, ${usual ? (last / usual).toFixed(1) : "∞"} times a usual day`,
    resolved: "Unsubscribes back to normal",
  });
}

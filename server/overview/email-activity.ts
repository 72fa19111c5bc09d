import "server-only";

import { formatUpstreamDate } from "@/lib/schemas/upstream-date";
import { env } from "@/server/env";
import { upstream } from "@/server/upstream";

import { cachedFor } from "./cached";

export const EMAIL_ACTIVITY_DAYS = 7;
const PAGE = 500;
/** At most this many pages a refresh (a very busy account shows "at least"). */
const MAX_PAGES = 40;
const WAVE = 4;

export interface EmailActivity {
  /** the last 7 days in the account's timezone, oldest first */
  days: { date: string; sent: number; opens: number; clicks: number }[];
  today: string;
  /** false when the account sent more than the overview counts (figures are lower bounds) */
  complete: boolean;
}

const cache = cachedFor<EmailActivity>(60_000);

/** YYYY-MM-DD of `ms` in the zone, and of the n days before it. */
function lastDays(nowMs: number, timeZone: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    formatUpstreamDate(nowMs - (n - 1 - i) * 86_400_000, timeZone).slice(0, 10),
  );
}

/**
 * Emails sent, opened and clicked per day over the last week. The upstream has
 * no per-day count, so this pages through the week's log (500 a call, a few
 * calls at once, bounded) at most once a minute for everyone; visitors in
 * between get the last figures at once.
 */
export function emailActivity(nowMs = Date.now()): Promise<EmailActivity> {
  const timeZone = env().MESSAGING_API_TIMEZONE;
  const dates = lastDays(nowMs, timeZone, EMAIL_ACTIVITY_DAYS);
  const from = dates[0]!;
  const to = dates.at(-1)!;
  return cache(`${from}..${to}`, async () => {
    const days = new Map(dates.map((d) => [d, { date: d, sent: 0, opens: 0, clicks: 0 }]));
    let complete = false;
    // pages in waves of a few at once (the token bucket keeps them within the budget)
    for (let start = 0; start < MAX_PAGES && !complete; start += WAVE) {
      const offsets = Array.from({ length: WAVE }, (_, i) => (start + i) * PAGE);
      const pages = await Promise.all(
        offsets.map((offset) => upstream().smtp.listEmails({ from, to, limit: PAGE, offset })),
      );
      for (const { items } of pages) {
        for (const e of items) {
          const day = days.get(e.send_date.slice(0, 10));
          if (!day) continue;
          day.sent++;
          day.opens += e.tracking.open;
          day.clicks += e.tracking.click;
        }
        if (items.length < PAGE) complete = true;
      }
    }
    return { days: [...days.values()], today: to, complete };
  });
}

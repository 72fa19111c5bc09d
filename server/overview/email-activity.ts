import "server-only";

import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";

import { engagement } from "@/lib/email/machine-activity";
import type { EmailActivity } from "@/lib/schemas/resources";
import { env } from "@/server/env";
import { upstream } from "@/server/upstream";

import { cachedFor } from "./cached";

export const EMAIL_ACTIVITY_DAYS = 7;
/** 100 upstream calls a minute for everyone; a busier week shows "at least". */
export const EMAIL_ACTIVITY_MAX = 10_000;

const cache = cachedFor<EmailActivity>(60_000);

function lastDays(nowMs: number, timeZone: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    formatUpstreamDate(nowMs - (n - 1 - i) * 86_400_000, timeZone).slice(0, 10),
  );
}

/** The upstream has no per-day count: the week's log is read at most once a minute for everyone. */
export function emailActivity(nowMs = Date.now()): Promise<EmailActivity> {
  const timeZone = env().MESSAGING_API_TIMEZONE;
  const dates = lastDays(nowMs, timeZone, EMAIL_ACTIVITY_DAYS);
  const from = dates[0]!;
  const to = dates.at(-1)!;
  return cache(`${from}..${to}`, async () => {
    const days = new Map(
      dates.map((d) => [
        d,
        { date: d, sent: 0, opens: 0, clicks: 0, machineOpens: 0, machineClicks: 0 },
      ]),
    );
    const { items, complete } = await upstream().smtp.scanEmails({ from, to }, EMAIL_ACTIVITY_MAX);
    for (const e of items) {
      const day = days.get(e.send_date.slice(0, 10));
      if (!day) continue;
      day.sent++;
      day.opens += e.tracking.open;
      day.clicks += e.tracking.click;
      const who = engagement(e.tracking.client_info, e.tracking.link, e.send_date);
      day.machineOpens += Math.min(who.machineOpens, e.tracking.open);
      day.machineClicks += Math.min(who.machineClicks, e.tracking.click);
    }
    return { days: [...days.values()], today: to, complete };
  });
}

import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import { wallClock } from "@/lib/datetime";

/**
 * When a person's digest is due: at their hour of the account's timezone, every
 * day or on their weekday. Pure (tests cover zones and DST changes).
 */
export interface DigestChoice {
  frequency: "off" | "daily" | "weekly";
  hour: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

export interface DuePeriod {
  /** "daily:2026-11-29" or "weekly:2026-11-30": one digest per person and period */
  period: string;
  /** the period the digest covers, [from, to) in epoch ms; `to` is when it fell due */
  from: number;
  to: number;
}

/** A digest not sent within this long after its hour (the consoles were down) is skipped. */
export const DIGEST_GRACE_MS = 6 * 3_600_000;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The first instant a clock in `timeZone` shows `hour`:00 or later on `date`: an
 * hour a DST change skips becomes the first moment after the gap, and an hour it
 * repeats is its first pass.
 */
export function hourOn(date: string, hour: number, timeZone: string): number {
  const hh = String(hour).padStart(2, "0");
  const guess = parseUpstreamDate(`${date} ${hh}:00:00`, timeZone);
  if (guess === null) throw new Error(`not a date: ${date}`);
  const reached = (t: number) => {
    const c = wallClock(t, timeZone);
    return c.date > date || (c.date === date && Number(c.time.slice(0, 2)) >= hour);
  };
  const HOUR = 3_600_000;
  const candidates = [guess - 2 * HOUR, guess - HOUR, guess, guess + HOUR];
  return candidates.find(reached) ?? guess;
}

/** The period whose digest is due at `now`, or null (not yet, not today, or too late). */
export function duePeriod(choice: DigestChoice, now: number, timeZone: string): DuePeriod | null {
  if (choice.frequency === "off") return null;
  const today = wallClock(now, timeZone).date;
  for (const date of [today, addDays(today, -1)]) {
    if (choice.frequency === "weekly" && weekdayOf(date) !== choice.weekday) continue;
    const to = hourOn(date, choice.hour, timeZone);
    if (now < to || now >= to + DIGEST_GRACE_MS) continue;
    const back = choice.frequency === "daily" ? 1 : 7;
    const from = hourOn(addDays(date, -back), choice.hour, timeZone);
    return { period: `${choice.frequency}:${date}`, from, to };
  }
  return null;
}

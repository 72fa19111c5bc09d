import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

/**
 * Clock arithmetic for sending at recipients' own hours (pure, browser-safe,
 * no phone library): the instant a wall clock means in a zone, quiet hours, and
 * the next hour they allow. `viber/zone-groups.ts` applies it to phone lists.
 */

/** A daily window in recipients' time, `HH:MM` each; start after end wraps past midnight. */
export interface QuietHours {
  enabled: boolean;
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, start: "21:00", end: "09:00" };

export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` → minutes after midnight (NaN when not a time). */
export function minutesOf(time: string): number {
  const m = CLOCK_TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
}

/** The instant a clock in `zone` shows `date` (`YYYY-MM-DD`) at `time` (`HH:MM`), or null. */
export function instantAt(date: string, time: string, zone: string): number | null {
  if (!CLOCK_TIME.test(time)) return null;
  return parseUpstreamDate(`${date} ${time}:00`, zone);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** What a clock in `zone` shows at `ms`: `{ date: YYYY-MM-DD, time: HH:MM, minutes }`. */
export function clockIn(ms: number, zone: string) {
  const text = formatUpstreamDate(ms, zone);
  const time = text.slice(11, 16);
  return { date: text.slice(0, 10), time, minutes: minutesOf(time) };
}

/** Whether a time of day (minutes after midnight) falls inside the quiet window. */
export function isQuietMinute(minutes: number, quiet: QuietHours): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (!(start >= 0 && end >= 0) || start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

export function isQuietAt(ms: number, zone: string, quiet: QuietHours): boolean {
  return isQuietMinute(clockIn(ms, zone).minutes, quiet);
}

/**
 * The first instant at or after `ms` outside quiet hours in `zone`: `ms` itself
 * when allowed, else the quiet window's end there (today's or tomorrow's).
 */
export function nextAllowed(ms: number, zone: string, quiet: QuietHours): number {
  if (!isQuietAt(ms, zone, quiet)) return ms;
  const { date } = clockIn(ms, zone);
  for (const day of [0, 1, 2]) {
    const at = instantAt(addDays(date, day), quiet.end, zone);
    if (at !== null && at > ms && !isQuietAt(at, zone, quiet)) return at;
  }
  return ms;
}

/** Quiet hours in words: "21:00–09:00". */
export const quietWindow = (quiet: QuietHours) => `${quiet.start}–${quiet.end}`;

import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

/**
 * The console's one date formatter, deterministic on server and browser: the account's zone,
 * named ("2026-11-22 14:05 UTC"); the viewer's clock only as a hint. An upstream
 * `YYYY-MM-DD HH:MM:SS` is already a wall clock in the account's zone, shown as written.
 */

export type DateTimeValue = number | Date | string | null | undefined;

/** `time`: a stamp of today ("Updated"); `date`: a calendar day, no zone. */
export type DateTimeStyle = "datetime" | "seconds" | "time" | "date";

export interface DateTimeOptions {
  style?: DateTimeStyle;
  weekday?: boolean;
}

export interface WallClock {
  date: string;
  time: string;
  weekday: string;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const EMPTY = "—";

/** "UTC", "Kyiv", "New York", "UTC-3" */
export function zoneLabel(timeZone: string): string {
  if (/^(Etc\/)?(UTC|GMT|UCT|Zulu|Universal|Greenwich)(0|[+-]0)?$/i.test(timeZone)) return "UTC";
  // Etc/GMT+3 is three hours *behind* UTC (POSIX sign): say it the way people read it.
  const etc = /^Etc\/GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (etc) return `UTC${etc[1] === "+" ? "-" : "+"}${etc[2]}`;
  return timeZone.split("/").pop()?.replace(/_/g, " ") || timeZone;
}

function weekdayOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

export function wallClock(ms: number, timeZone: string): WallClock {
  const text = formatUpstreamDate(ms, timeZone);
  const date = text.slice(0, 10);
  return { date, time: text.slice(11, 19), weekday: weekdayOf(date) };
}

const TEXT =
  /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface Reading {
  instant: number | null;
  clock: WallClock | null;
}

/** A text without an offset is shown as written (even a time DST skips). */
function read(value: DateTimeValue, timeZone: string): Reading {
  if (value === null || value === undefined || value === "") return { instant: null, clock: null };
  if (typeof value === "number" || value instanceof Date) {
    const ms = typeof value === "number" ? value : value.getTime();
    if (!Number.isFinite(ms)) return { instant: null, clock: null };
    return { instant: ms, clock: wallClock(ms, timeZone) };
  }
  const m = TEXT.exec(value.trim());
  if (!m) return { instant: null, clock: null };
  const [, date, hh = "00", mm = "00", ss = "00", offset] = m;
  if (offset) {
    const ms = Date.parse(
      `${date}T${hh}:${mm}:${ss}${offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset.toUpperCase()}`,
    );
    if (!Number.isFinite(ms)) return { instant: null, clock: null };
    return { instant: ms, clock: wallClock(ms, timeZone) };
  }
  const text = `${date} ${hh}:${mm}:${ss}`;
  // validity (no 31 February, no 25:00) is a property of the text, not of the zone
  if (parseUpstreamDate(text, "UTC") === null) return { instant: null, clock: null };
  return {
    instant: parseUpstreamDate(text, timeZone),
    clock: { date: date!, time: `${hh}:${mm}:${ss}`, weekday: weekdayOf(date!) },
  };
}

export function toInstant(value: DateTimeValue, timeZone: string): number | null {
  return read(value, timeZone).instant;
}

function clockText(clock: WallClock, style: DateTimeStyle, weekday: boolean): string {
  const day = weekday ? `${clock.weekday} ${clock.date}` : clock.date;
  switch (style) {
    case "date":
      return day;
    case "time":
      return clock.time;
    case "seconds":
      return `${day} ${clock.time}`;
    case "datetime":
      return `${day} ${clock.time.slice(0, 5)}`;
  }
}

export function formatDateTime(
  value: DateTimeValue,
  timeZone: string,
  { style = "datetime", weekday = false }: DateTimeOptions = {},
): string {
  const { clock } = read(value, timeZone);
  if (!clock) return EMPTY;
  const text = clockText(clock, style, weekday);
  return style === "date" ? text : `${text} ${zoneLabel(timeZone)}`;
}

/** "16:05 your time"; null when the viewer's clock shows the same as the account's. */
export function viewerHint(
  value: DateTimeValue,
  timeZone: string,
  viewerTimeZone: string | null | undefined,
  { style = "datetime", weekday = false }: DateTimeOptions = {},
): string | null {
  if (!viewerTimeZone || viewerTimeZone === timeZone) return null;
  const { instant, clock } = read(value, timeZone);
  if (instant === null || !clock) return null;
  const mine = wallClock(instant, viewerTimeZone);
  if (clockText(mine, style, weekday) === clockText(clock, style, weekday)) return null;
  const sameDay = mine.date === clock.date;
  const shown =
    style === "date"
      ? clockText(mine, "date", weekday)
      : style === "time" || sameDay
        ? style === "datetime"
          ? mine.time.slice(0, 5)
          : mine.time
        : clockText(mine, style, weekday);
  return `${shown} your time`;
}

export function machineDateTime(
  value: DateTimeValue,
  timeZone: string,
  style: DateTimeStyle = "datetime",
): string | undefined {
  const { instant, clock } = read(value, timeZone);
  if (!clock) return undefined;
  if (style === "date") return clock.date;
  if (instant === null) return `${clock.date}T${clock.time}`;
  return new Date(instant).toISOString().replace(".000Z", "Z");
}

export function isSameDay(a: DateTimeValue, b: DateTimeValue, timeZone: string): boolean {
  const x = read(a, timeZone).clock;
  const y = read(b, timeZone).clock;
  return !!x && !!y && x.date === y.date;
}

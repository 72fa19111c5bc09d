import { formatUpstreamDate, parseUpstreamDate } from "@/lib/schemas/upstream-date";

/**
 * The one date and time formatter of the console (browser-safe, deterministic:
 * the same input gives the same text on the server and in any browser, whatever
 * the machine's own timezone or locale).
 *
 * Every date is shown in the account's timezone, in one house format that names
 * the zone: "2026-11-22 14:05 UTC", "2026-11-22 14:05:09 Kyiv", "14:05:09 UTC",
 * "2026-11-22". The viewer's own wall clock is only ever a secondary hint
 * ("16:05 your time"), given where it differs.
 *
 * Inputs: epoch ms, a Date, an ISO text with an offset ("2026-11-22T14:05:09Z"),
 * or an upstream text `YYYY-MM-DD HH:MM:SS`, which is already a wall clock in the
 * account's zone and is shown as written.
 */

export type DateTimeValue = number | Date | string | null | undefined;

/**
 * - `datetime`: 2026-11-22 14:05 UTC
 * - `seconds`:  2026-11-22 14:05:09 UTC
 * - `time`:     14:05:09 UTC (a stamp of today: "Updated", "Checked")
 * - `date`:     2026-11-22 (a calendar day, no zone)
 */
export type DateTimeStyle = "datetime" | "seconds" | "time" | "date";

export interface DateTimeOptions {
  style?: DateTimeStyle;
  /** "Sun 2026-11-22 14:05 UTC", for times a person plans around. */
  weekday?: boolean;
}

/** A wall clock: what a clock in some zone shows. */
export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  time: string;
  /** Mon … Sun */
  weekday: string;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const EMPTY = "—";

/** The zone as the house format names it: "UTC", "Kyiv", "New York", "UTC-3". */
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

/** What a clock in `timeZone` shows at the instant `ms`. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const text = formatUpstreamDate(ms, timeZone);
  const date = text.slice(0, 10);
  return { date, time: text.slice(11, 19), weekday: weekdayOf(date) };
}

// `YYYY-MM-DD`, optionally `[ T]HH:MM[:SS[.fff]]`, optionally an offset (Z, +02:00, +0200).
const TEXT =
  /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface Reading {
  /** the instant, when the input names one that exists */
  instant: number | null;
  /** the account-zone wall clock to show */
  clock: WallClock | null;
}

/**
 * Reads an input against the account's zone. A text without an offset is a wall
 * clock in that zone: it is shown as written (even a time a DST change skips),
 * and its instant is where that clock stands.
 */
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

/** The instant an input names (epoch ms), reading zone-less texts in `timeZone`; null if none. */
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

/**
 * The house text of a date in the account's zone: "2026-11-22 14:05 UTC" (see
 * DateTimeStyle for the variants); "—" when there is no readable date.
 */
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

/**
 * The viewer's own wall clock for the same moment, as a hint: "16:05 your time",
 * or "2026-11-23 01:05 your time" when the viewer's date is another day. Null
 * when the viewer's clock shows the same as the account's (same zone, or another
 * zone with the same offset at that moment), or when the input names no instant.
 */
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
  // the date only when it is not the account's date (for a time-only style, never)
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

/** The machine-readable form for `<time dateTime>`: an ISO instant, or the day for a date. */
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

/** Whether two moments fall on the same day of a clock in `timeZone`. */
export function isSameDay(a: DateTimeValue, b: DateTimeValue, timeZone: string): boolean {
  const x = read(a, timeZone).clock;
  const y = read(b, timeZone).clock;
  return !!x && !!y && x.date === y.date;
}

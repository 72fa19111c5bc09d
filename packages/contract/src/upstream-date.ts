/** Upstream dates are `YYYY-MM-DD HH:MM:SS` in the account's timezone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function formatUpstreamDate(date: Date | number, timeZone = "UTC"): string {
  const d = typeof date === "number" ? new Date(date) : date;
  if (timeZone === "UTC") return d.toISOString().slice(0, 19).replace("T", " ");
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const UPSTREAM_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** null when not a real date (month 13, 31 February, 25:00…) */
export function parseUpstreamDate(text: string, timeZone = "UTC"): number | null {
  const m = UPSTREAM_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(guess);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  if (timeZone === "UTC") return guess;
  // two passes handle DST edges
  let ts = guess;
  for (let i = 0; i < 2; i++) {
    const shown = parseUpstreamDate(formatUpstreamDate(ts, timeZone), "UTC");
    if (shown === null) return null;
    ts += guess - shown;
  }
  return ts;
}

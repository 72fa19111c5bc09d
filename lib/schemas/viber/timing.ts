import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

/** The API takes live time in seconds and send time as `YYYY-MM-DD HH:MM:SS` in the account's zone. */

export function liveTimeSeconds(hours: number, minutes: number): number {
  return hours * 3600 + minutes * 60;
}

export function splitLiveTime(seconds: number): { hours: number; minutes: number } {
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) };
}

export function formatLiveTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return "—";
  const { hours, minutes } = splitLiveTime(seconds);
  const rest = seconds % 60;
  const parts = [
    hours > 0 && `${hours} h`,
    minutes > 0 && `${minutes} min`,
    rest > 0 && `${rest} s`,
  ];
  return parts.filter(Boolean).join(" ") || "0 min";
}

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;

export function localInputToUpstream(value: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const text = `${m[1]} ${m[2]}:${m[3] ?? "00"}`;
  return parseUpstreamDate(text) === null ? null : text;
}

export function sendInstant(value: string, timeZone: string): number | null {
  const text = localInputToUpstream(value);
  return text === null ? null : parseUpstreamDate(text, timeZone);
}

export function instantToLocalInput(ms: number, timeZone: string): string {
  return formatUpstreamDate(ms, timeZone).slice(0, 16).replace(" ", "T");
}

/** the next full hour at least 30 minutes away */
export function defaultSendAt(now: number, timeZone: string): string {
  const hour = 3600_000;
  return instantToLocalInput(Math.ceil((now + 30 * 60_000) / hour) * hour, timeZone);
}

/** The pure part of the sign-in section (bench/sections/sign-in.ts): cookies, addresses, tallies. */
import { percentile } from "../../tools/stats";

/** `name=value` pairs of Set-Cookie headers, later ones winning (an expired one is dropped). */
export function cookiesSet(setCookie: string[]): Map<string, string> {
  const jar = new Map<string, string>();
  for (const c of setCookie) {
    const [pair = "", ...attributes] = c.split(";");
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
    if (expired || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}

/** next-auth's session cookie, whatever its prefix (`__Secure-`) or chunk suffix (`.0`). */
export const isSessionCookie = (name: string) => name.includes("session-token");

/**
 * What a browser keeps from a successful sign-in besides its session: the device
 * cookie, whatever its exact name (and anything else that answer set).
 */
export function deviceCookies(signInAnswer: Map<string, string>): Map<string, string> {
  return new Map([...signInAnswer].filter(([name]) => !isSessionCookie(name)));
}

export const cookieHeader = (...jars: Map<string, string>[]) =>
  jars.flatMap((j) => [...j].map(([k, v]) => `${k}=${v}`)).join("; ");

/**
 * The `i`-th of up to 16.7 million distinct client addresses in `10.0.0.0/8`
 * (`base` picks another block: 10, 172, …), as X-Forwarded-For says them.
 */
export function forwardedAddress(i: number, base = 10): string {
  if (!Number.isInteger(i) || i < 0 || i >= 2 ** 24) throw new RangeError(`address #${i}`);
  return `${base}.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}

/** How one sign-in attempt ended. */
export interface Attempt {
  /** signed in (a session cookie set) / 429 / answered without a session / no answer */
  outcome: "ok" | "refused" | "rejected" | "failed";
  ms: number;
  /** a 429 with a Retry-After of at least one second */
  retryAfter?: boolean;
}

export interface Tally {
  n: number;
  ok: number;
  refused: number;
  refusedWithRetryAfter: number;
  rejected: number;
  failed: number;
  /** of the successful ones, ms */
  p95: number;
  max: number;
}

export function tally(attempts: Attempt[]): Tally {
  const okMs = attempts.filter((a) => a.outcome === "ok").map((a) => a.ms);
  const count = (o: Attempt["outcome"]) => attempts.filter((a) => a.outcome === o).length;
  return {
    n: attempts.length,
    ok: okMs.length,
    refused: count("refused"),
    refusedWithRetryAfter: attempts.filter((a) => a.outcome === "refused" && a.retryAfter).length,
    rejected: count("rejected"),
    failed: count("failed"),
    p95: Math.round(percentile(okMs, 95)),
    max: Math.round(okMs.length ? Math.max(...okMs) : 0),
  };
}

/** `figure` against `anchor` as "1.23×" ("—" without an anchor). */
export const ratio = (figure: number, anchor: number) =>
  anchor > 0 ? `${(figure / anchor).toFixed(2)}×` : "—";

/** The status code of the first line of a raw HTTP answer (`HTTP/1.1 408 …`), or null. */
export function rawStatus(head: string): number | null {
  const m = /^HTTP\/\d(?:\.\d)? (\d{3})\b/.exec(head);
  return m ? Number(m[1]) : null;
}

/** A large body's shape: `prefix`, then `unit` again and again, then `suffix`. */
export interface BodyShape {
  prefix?: string;
  unit?: string;
  suffix?: string;
}

/**
 * Exactly `bytes` bytes of `shape` in chunks of about 64 KiB: as many whole units
 * as fit, the rest spaces before the suffix (JSON and a password alike take them),
 * so a JSON body stays valid however long it is.
 */
export function* bodyChunks(
  bytes: number,
  { prefix = "", unit = "x", suffix = "" }: BodyShape = {},
): Generator<Buffer> {
  const room = bytes - Buffer.byteLength(prefix) - Buffer.byteLength(suffix);
  const unitBytes = Buffer.byteLength(unit);
  if (room < 0 || unitBytes === 0) throw new RangeError(`${bytes} bytes cannot hold the body`);
  let units = Math.floor(room / unitBytes);
  const perChunk = Math.max(1, Math.floor(65_536 / unitBytes));
  const full = Buffer.from(unit.repeat(perChunk));
  if (prefix) yield Buffer.from(prefix);
  for (; units >= perChunk; units -= perChunk) yield full;
  const tail = unit.repeat(units) + " ".repeat(room % unitBytes) + suffix;
  if (tail) yield Buffer.from(tail);
}

import type { ClientInfo, LinkClick } from "@/lib/schemas/resources";

/**
 * Which opens and clicks a person made. Heuristics, stated as such on the page; nothing is dropped.
 * - Apple Mail Privacy Protection prefetches through Apple's 17.0.0.0/8 whether or not the
 *   message is opened (support.apple.com/guide/mail/mlhl03be2866): machine.
 * - Webmail image proxies (Gmail's GoogleImageProxy in goog.json ranges, YahooMailProxy) fetch
 *   once when opened: a person's open, "via proxy", with the proxy's place and browser.
 * - Gateway link scanners (Safe Links, Proofpoint, Mimecast…) click on arrival: a click within
 *   {@link SCANNER_SECONDS} s of sending, a burst within {@link BURST_SECONDS} s, or a bot agent.
 */

export type Actor = "person" | "proxy" | "machine";

export interface Verdict {
  actor: Actor;
  reason: string;
}

/** a person cannot open, read and click so fast */
export const SCANNER_SECONDS = 10;
export const BURST_SECONDS = 2;

/** [first address as a number, prefix length] */
type Cidr = [number, number];

const cidr = (text: string): Cidr => {
  const [ip, bits] = text.split("/");
  return [ipv4(ip!)!, Number(bits)];
};

const APPLE: Cidr[] = ["17.0.0.0/8"].map(cidr);
/** a subset of goog.json */
const GOOGLE: Cidr[] = [
  "66.102.0.0/20",
  "66.249.80.0/20",
  "64.233.160.0/19",
  "72.14.192.0/18",
  "74.125.0.0/16",
  "209.85.128.0/17",
].map(cidr);

const PROXY_AGENT = /GoogleImageProxy|ggpht\.com|YahooMailProxy/i;
const BOT_AGENT =
  /bot\b|crawler|spider|scanner|python|curl|wget|go-http-client|java\/|headless|barracuda|mimecast|proofpoint|urldefense|safelinks/i;

export function ipv4(text: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text.trim());
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!;
}

function inRanges(ip: string, ranges: Cidr[]): boolean {
  const n = ipv4(ip);
  if (n === null) return false;
  return ranges.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (n & mask) >>> 0 === (base & mask) >>> 0;
  });
}

function naiveMs(text: string | undefined): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text ?? "");
  if (!m) return NaN;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
}

const agent = (e: { browser: string; os: string }) => `${e.browser} ${e.os}`;

export function classifyOpen(open: ClientInfo): Verdict {
  if (inRanges(open.ip, APPLE))
    return {
      actor: "machine",
      reason: "Apple Mail Privacy Protection loads images whether or not the message is read",
    };
  if (BOT_AGENT.test(agent(open)))
    return { actor: "machine", reason: "the client names itself a bot or scanner" };
  if (PROXY_AGENT.test(agent(open)) || inRanges(open.ip, GOOGLE))
    return {
      actor: "proxy",
      reason:
        "a webmail image proxy fetched it as the message was opened: device and place are the proxy's",
    };
  return { actor: "person", reason: "" };
}

export function classifyClicks(clicks: readonly LinkClick[], sentAt?: string): Verdict[] {
  const sent = naiveMs(sentAt);
  const at = clicks.map((c) => naiveMs(c.action_date));
  return clicks.map((c, i) => {
    if (BOT_AGENT.test(agent(c)))
      return { actor: "machine", reason: "the client names itself a bot or scanner" };
    if (Number.isFinite(sent) && Number.isFinite(at[i]) && at[i]! - sent <= SCANNER_SECONDS * 1000)
      return {
        actor: "machine",
        reason: `clicked within ${SCANNER_SECONDS} s of sending: a mail gateway's link scanner`,
      };
    const burst = clicks.some(
      (other, j) =>
        j !== i &&
        other.url !== c.url &&
        Number.isFinite(at[j]) &&
        Math.abs(at[j]! - at[i]!) <= BURST_SECONDS * 1000,
    );
    if (burst)
      return {
        actor: "machine",
        reason: `several links clicked within ${BURST_SECONDS} s: a link scanner`,
      };
    if (inRanges(c.ip, APPLE))
      return { actor: "proxy", reason: "through Apple's network (iCloud Private Relay)" };
    return { actor: "person", reason: "" };
  });
}

export interface Engagement {
  humanOpens: number;
  proxiedOpens: number;
  machineOpens: number;
  humanClicks: number;
  machineClicks: number;
}

/** The upstream's counters may exceed the events it lists; the difference is not classified. */
export function engagement(
  opens: readonly ClientInfo[],
  clicks: readonly LinkClick[],
  sentAt?: string,
): Engagement {
  const o = opens.map(classifyOpen);
  const c = classifyClicks(clicks, sentAt);
  return {
    humanOpens: o.filter((v) => v.actor !== "machine").length,
    proxiedOpens: o.filter((v) => v.actor === "proxy").length,
    machineOpens: o.filter((v) => v.actor === "machine").length,
    humanClicks: c.filter((v) => v.actor !== "machine").length,
    machineClicks: c.filter((v) => v.actor === "machine").length,
  };
}

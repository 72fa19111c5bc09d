import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import { normaliseAddress } from "@/lib/schemas/email/address";
import type { Unsubscribe } from "@/lib/schemas/resources";

import type { ExplainedBounce } from "./bounce-stats";
import type { ExplainedEmail } from "./outcome";
import type { SmtpExplanation } from "./smtp-kinds";

/**
 * The upstream keeps bounces for 24 hours only, so a recipient's bounce history is its
 * failed log messages plus the day's bounce list (which may be ahead of the log).
 */

export const RECIPIENT_MESSAGES_MAX = 100;
const DAY_MS = 86_400_000;

export function decodeRecipientParam(segment: string): string | null {
  try {
    // Next may hand the segment over decoded or not: decoding twice only matters for a literal "%"
    return /%[0-9a-f]{2}/i.test(segment) ? decodeURIComponent(segment) : segment;
  } catch {
    return null;
  }
}

export interface RecipientBounce {
  id: string | null;
  send_date: string;
  sender: string;
  subject: string;
  smtp_answer_code: number;
  smtp_answer_subcode: string;
  smtp_answer_data: string;
  explanation: SmtpExplanation;
  source: "log" | "bounces" | "both";
}

const byNewest = (a: { send_date: string }, b: { send_date: string }) =>
  b.send_date.localeCompare(a.send_date);

/** The log's recipient filter may match loosely. */
export function recipientMessages(
  email: string,
  messages: readonly ExplainedEmail[],
): ExplainedEmail[] {
  const address = normaliseAddress(email);
  return messages
    .filter((m) => m.recipient !== null && normaliseAddress(m.recipient) === address)
    .sort(byNewest);
}

const bounceEntry = (
  r: Omit<RecipientBounce, "id" | "source">,
  id: string | null,
  source: RecipientBounce["source"],
): RecipientBounce => ({
  id,
  send_date: r.send_date,
  sender: r.sender,
  subject: r.subject,
  smtp_answer_code: r.smtp_answer_code,
  smtp_answer_subcode: r.smtp_answer_subcode,
  smtp_answer_data: r.smtp_answer_data,
  explanation: r.explanation,
  source,
});

/** One entry when the log and the list name the same send (same sender and time). */
export function recipientBounces(
  email: string,
  messages: readonly ExplainedEmail[],
  bounces: readonly ExplainedBounce[],
): RecipientBounce[] {
  const address = normaliseAddress(email);
  const out: RecipientBounce[] = [];
  const seen = new Map<string, RecipientBounce>();
  for (const m of recipientMessages(email, messages)) {
    if (m.explanation.kind !== "hard" && m.explanation.kind !== "soft") continue;
    const entry = bounceEntry(m, m.id, "log");
    out.push(entry);
    seen.set(`${m.sender}|${m.send_date}`, entry);
  }
  for (const b of bounces) {
    if (normaliseAddress(b.email_to) !== address) continue;
    const same = seen.get(`${b.sender}|${b.send_date}`);
    if (same) {
      same.source = "both";
      continue;
    }
    out.push(bounceEntry(b, null, "bounces"));
  }
  return out.sort(byNewest);
}

export type UnsubscribeState =
  | { status: "unknown" }
  | { status: "subscribed" }
  /** null when when and how are not known */
  | { status: "unsubscribed"; entry: Unsubscribe | null };

const HOW_WORDS: Record<Unsubscribe["how"], string> = {
  link: "by link",
  user: "(added manually)",
  spam_complaint: "by spam complaint",
  unknown: "(reason not given)",
};

export function ago(ms: number, now: number): string {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return "just now";
  const units: [number, string][] = [
    [86_400, "day"],
    [3_600, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(s / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

export interface SummaryInput {
  messages: readonly ExplainedEmail[];
  truncated: boolean;
  unsubscribe: UnsubscribeState;
  timeZone: string;
  now: number;
}

/** The line support reads first; counts say "at least" when the log was cut short. */
export function recipientSummary(input: SummaryInput): string {
  const { messages, timeZone, now } = input;
  const since = now - 30 * DAY_MS;
  const times = messages.map((m) => parseUpstreamDate(m.send_date, timeZone));
  const recent = times.filter((t) => t !== null && t >= since).length;
  const atLeast = input.truncated && recent === messages.length;
  const parts = [`${atLeast ? "at least " : ""}${recent} sent in 30 days`];
  if (messages.length === 0) parts[0] = "nothing sent to it in the log";

  let lastDelivered: number | null = null;
  messages.forEach((m, i) => {
    const t = times[i];
    if (
      t != null &&
      m.explanation.kind === "delivered" &&
      (lastDelivered === null || t > lastDelivered)
    )
      lastDelivered = t;
  });
  if (lastDelivered !== null) parts.push(`last delivered ${ago(lastDelivered, now)}`);
  else if (messages.length > 0) parts.push("none delivered");

  const u = input.unsubscribe;
  if (u.status === "subscribed") parts.push("not unsubscribed");
  else if (u.status === "unsubscribed")
    parts.push(
      u.entry
        ? `unsubscribed ${HOW_WORDS[u.entry.how]} on ${u.entry.date.slice(0, 10)}`
        : "unsubscribed (when and how not known)",
    );
  const line = parts.join(" · ");
  return line.charAt(0).toUpperCase() + line.slice(1);
}

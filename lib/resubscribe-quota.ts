import { RESUBSCRIBE_PER_DAY } from "./schemas/email-lists";

const DAY_MS = 86_400_000;

/** One resubscribe.send entry of the console's audit log. */
export interface ResubscribeEvent {
  at: Date | string;
  outcome: "ok" | "error";
  errorMessage?: string | null;
}

export interface ResubscribeQuota {
  used: number;
  limit: number;
  remaining: number;
  /** when the next request frees up (ISO), null while none is used */
  resetsAt: string | null;
  /** the Messaging API itself said the day's requests are spent */
  refused: boolean;
}

/** The upstream's refusal once the day's resubscribe requests are spent. */
export function isQuotaRefusal(message: string | null | undefined): boolean {
  return /no more than \d+ .*per day/i.test(message ?? "");
}

/**
 * Resubscribe requests left in the last 24 hours for the whole account. The
 * upstream does not report the count, so it is derived from the console's own
 * record: successful requests in the window, and — when the latest attempt was
 * refused for the limit — none left, whatever the count says (requests made
 * outside the console count upstream too). The next attempt corrects it.
 */
export function computeResubscribeQuota(
  events: readonly ResubscribeEvent[],
  now: Date = new Date(),
  limit: number = RESUBSCRIBE_PER_DAY,
): ResubscribeQuota {
  const since = now.getTime() - DAY_MS;
  const relevant = events
    .map((e) => ({ ...e, ms: new Date(e.at).getTime() }))
    .filter((e) => e.ms > since && e.ms <= now.getTime())
    .filter((e) => e.outcome === "ok" || isQuotaRefusal(e.errorMessage))
    .sort((a, b) => a.ms - b.ms);
  const ok = relevant.filter((e) => e.outcome === "ok");
  const refused = relevant.at(-1)?.outcome === "error";
  const used = Math.min(ok.length, limit);
  const remaining = refused ? 0 : Math.max(0, limit - ok.length);
  // the oldest request of the window is the next to age out; with none counted,
  // a refusal is only known to clear 24 hours after it at the latest
  const oldest = ok[Math.max(0, ok.length - limit)] ?? (refused ? relevant.at(-1) : undefined);
  return {
    used,
    limit,
    remaining,
    resetsAt: oldest ? new Date(oldest.ms + DAY_MS).toISOString() : null,
    refused,
  };
}

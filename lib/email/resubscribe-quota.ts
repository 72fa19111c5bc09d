import { RESUBSCRIBE_PER_DAY } from "@/lib/schemas/limits";

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
  /** when the next request is known to free up (ISO), null while none is used */
  resetsAt: string | null;
  /** the Messaging API refused a request for the limit in the last 24 hours */
  refused: boolean;
  /**
   * What `remaining` rests on. `console`: only this console's own requests of the
   * last 24 hours are known, so it is at most that many (requests made elsewhere
   * count upstream too). `refusal`: the Messaging API refused one at
   * `refusedAt`, when none were left; since then only this console's requests
   * that have aged out are known to be free again, so it is at least that many.
   */
  basis: "console" | "refusal";
  /** this console's successful requests in the last 24 hours */
  consoleRequests: number;
  /** the latest refusal for the limit in the last 24 hours (ISO), or null */
  refusedAt: string | null;
}

/** The upstream's refusal once the day's resubscribe requests are spent. */
export function isQuotaRefusal(message: string | null | undefined): boolean {
  return /no more than \d+ .*per day/i.test(message ?? "");
}

/**
 * Resubscribe requests left in the last 24 hours for the whole account. The
 * upstream does not report the count, so it is derived from what the console
 * can know: its own successful requests (audit log) and the upstream's refusals.
 *
 * - With no refusal in the last 24 hours: the limit less this console's requests
 *   of the last 24 hours (an upper bound: requests made elsewhere count too).
 * - After a refusal (none left at that moment): only this console's requests from
 *   the 24 hours before it that have aged out since are known to be free again,
 *   less those this console has used since (a lower bound). With none known,
 *   the refusal is known to clear 24 hours after it at the latest.
 */
export function computeResubscribeQuota(
  events: readonly ResubscribeEvent[],
  now: Date = new Date(),
  limit: number = RESUBSCRIBE_PER_DAY,
): ResubscribeQuota {
  const nowMs = now.getTime();
  const timed = events
    .map((e) => ({ ...e, ms: new Date(e.at).getTime() }))
    .filter((e) => e.ms <= nowMs)
    .sort((a, b) => a.ms - b.ms);
  const ok = timed.filter((e) => e.outcome === "ok");
  const inWindow = ok.filter((e) => e.ms > nowMs - DAY_MS);
  const refusal = timed.findLast(
    (e) => e.outcome === "error" && isQuotaRefusal(e.errorMessage) && e.ms > nowMs - DAY_MS,
  );
  const used = Math.min(inWindow.length, limit);
  const iso = (ms: number) => new Date(ms).toISOString();

  if (!refusal) {
    // the oldest request that still counts is the next to age out
    const oldest = inWindow[Math.max(0, inWindow.length - limit)];
    return {
      used,
      limit,
      remaining: Math.max(0, limit - inWindow.length),
      resetsAt: oldest ? iso(oldest.ms + DAY_MS) : null,
      refused: false,
      basis: "console",
      consoleRequests: inWindow.length,
      refusedAt: null,
    };
  }
  const before = ok.filter((e) => e.ms > refusal.ms - DAY_MS && e.ms <= refusal.ms);
  const freed = before.filter((e) => e.ms + DAY_MS <= nowMs).length;
  const usedSince = ok.filter((e) => e.ms > refusal.ms).length;
  const next = before.find((e) => e.ms + DAY_MS > nowMs);
  return {
    used,
    limit,
    remaining: Math.min(limit, Math.max(0, freed - usedSince)),
    resetsAt: iso(next ? next.ms + DAY_MS : refusal.ms + DAY_MS),
    refused: true,
    basis: "refusal",
    consoleRequests: inWindow.length,
    refusedAt: iso(refusal.ms),
  };
}

import { RESUBSCRIBE_PER_DAY } from "@messaging-console/contract/limits";

const DAY_MS = 86_400_000;

export interface ResubscribeEvent {
  at: Date | string;
  outcome: "ok" | "error";
  errorMessage?: string | null;
}

export interface ResubscribeQuota {
  used: number;
  limit: number;
  remaining: number;
  /** null while none is used */
  resetsAt: string | null;
  refused: boolean;
  /** `console`: an upper bound (others' requests count too); `refusal`: a lower bound since one. */
  basis: "console" | "refusal";
  consoleRequests: number;
  refusedAt: string | null;
}

export function isQuotaRefusal(message: string | null | undefined): boolean {
  return /no more than \d+ .*per day/i.test(message ?? "");
}

/**
 * The upstream does not report the count. Without a refusal in 24 hours: the limit less this
 * console's requests (an upper bound). After one: only this console's requests aged out since
 * are known free (a lower bound); the refusal clears 24 hours after it at the latest.
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

import "server-only";

import { UpstreamError } from "./errors";
import type { Outcome } from "./outcomes";

/**
 * What the transport saw of the upstream's health, for the watch's upstream
 * rules (server/watch/checks/upstream.ts): a few counters bumped on each
 * attempt, read and reset once a minute. Per process: each instance sees its
 * own calls.
 */
export interface UpstreamHealth {
  /** when the credentials were last refused (epoch ms), and last accepted */
  tokenRefusedAt: number | null;
  tokenOkAt: number | null;
  /** attempts in a row answered 5xx, not answered or timed out */
  failureRun: number;
  /** the longest wait for the request budget since the last read */
  maxBudgetWaitMs: number;
  attempts: number;
}

const g = globalThis as unknown as { __upstreamHealth?: UpstreamHealth };
export const health: UpstreamHealth = (g.__upstreamHealth ??= {
  tokenRefusedAt: null,
  tokenOkAt: null,
  failureRun: 0,
  maxBudgetWaitMs: 0,
  attempts: 0,
});

export function noteBudgetWait(ms: number): void {
  if (ms > health.maxBudgetWaitMs) health.maxBudgetWaitMs = ms;
}

/** Counts an attempt's outcome; returns it (the transport passes it on). */
export function noteOutcome(outcome: Outcome): Outcome {
  health.attempts++;
  if (outcome.kind === "unauthorized") return outcome;
  const failed =
    outcome.kind === "error" &&
    (outcome.error.code === "upstream_timeout" ||
      (outcome.error.code === "upstream_unavailable" && outcome.retryable));
  health.failureRun = failed ? health.failureRun + 1 : 0;
  if (outcome.kind === "ok") health.tokenOkAt = Date.now();
  return outcome;
}

/** The credentials were refused: a 401 after a fresh token, or a token request refused. */
export function noteTokenRefused(err?: unknown): void {
  if (err === undefined || (err instanceof UpstreamError && isRefusal(err)))
    health.tokenRefusedAt = Date.now();
}

const isRefusal = (err: UpstreamError) =>
  err.detail.status === 400 || err.detail.status === 401 || err.detail.status === 403;

/** The longest budget wait since the last call of this (then zeroed). */
export function takeMaxBudgetWait(): number {
  const ms = health.maxBudgetWaitMs;
  health.maxBudgetWaitMs = 0;
  return ms;
}

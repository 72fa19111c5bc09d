/** The soak's settings (environment overrides) and its log line; scripts/soak.ts documents the run. */
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
export const WARMUP = Number(
  process.env.SOAK_WARMUP_SECONDS ?? Math.min(60, Math.round(SECONDS / 3)),
);
export const USERS = Number(process.env.SOAK_USERS ?? 200);
export const UPSTREAM_RPS = process.env.SOAK_UPSTREAM_RPS ?? "100000";
export const MAX_RSS_GROWTH = 0.1;
/** V8 is still sizing its heap in the first minutes: shorter runs report RSS growth only */
export const RSS_ASSERT_FROM_SECONDS = Number(process.env.SOAK_ASSERT_RSS_FROM ?? 120);
export const REQUEST_TIMEOUT_MS = 30_000;

export const log = (line: string) => console.log(`[soak] ${line}`);

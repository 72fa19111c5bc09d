import "server-only";

import { db } from "@/server/db/client";
import { env, type Env } from "@/server/env";
import { smtpEndpoints } from "@/server/upstream/smtp";
import { viberEndpoints } from "@/server/upstream/viber";

import { FairScheduler } from "./fair-scheduler";
import { LocalTokenBucket, type RateBudget } from "./rate-budget";
import { SharedTokenBucket } from "./shared-rate-budget";
import { clientCredentials, staticKey } from "./token";
import { Transport } from "./transport";
import { buildUrl } from "./url";

export { UpstreamError } from "./errors";
export { SharedTokenBucket } from "./shared-rate-budget";
export type { RateBudget } from "./rate-budget";
export { MAX_WAITING_PER_LANE } from "./fair-scheduler";

export interface UpstreamOptions {
  baseUrl: string;
  clientId?: string;
  clientSecret?: string;
  apiKey?: string;
  /** the account's budget; the bucket runs slightly under it to absorb jitter in flight */
  maxRps: number;
  timeoutMs: number;
  budget?: RateBudget;
  maxAttempts?: number;
  retryBaseMs?: number;
  log?: (line: string) => void;
}

/** The account's upstream as the configuration names it: where, with which credentials, how fast. */
export function upstreamAccount(e: Env) {
  return {
    baseUrl: e.upstreamUrl,
    clientId: e.upstreamClientId,
    clientSecret: e.upstreamClientSecret,
    apiKey: e.MESSAGING_API_KEY,
    maxRps: e.MESSAGING_API_MAX_RPS,
    timeoutMs: e.MESSAGING_API_TIMEOUT_MS,
  } satisfies UpstreamOptions;
}

/** Calls a second the bucket allows under the account's `maxRps` (slightly under it, for jitter in flight). */
const bucketRate = (maxRps: number) => (maxRps > 2 ? maxRps * 0.9 : maxRps);

/** One typed function per upstream endpoint, over one transport. */
export function createUpstreamClient(opts: UpstreamOptions) {
  const perSecond = bucketRate(opts.maxRps);
  // every call (and the token request) queues in its user's lane, served in turn
  const budget = new FairScheduler(opts.budget ?? new LocalTokenBucket(perSecond), perSecond);
  const stats = { tokenRequests: 0 };
  let tokens;
  if (opts.apiKey) tokens = staticKey(opts.apiKey);
  else if (opts.clientId && opts.clientSecret) {
    tokens = clientCredentials({
      tokenUrl: buildUrl(opts.baseUrl, "/oauth/access_token"),
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      timeoutMs: opts.timeoutMs,
      take: () => budget.take({ exempt: true }),
      onRequest: () => stats.tokenRequests++,
      maxAttempts: opts.maxAttempts,
      retryBaseMs: opts.retryBaseMs,
    });
  } else throw new Error("the upstream needs client credentials or an API key");

  const transport = new Transport({
    baseUrl: opts.baseUrl,
    tokens,
    budget,
    timeoutMs: opts.timeoutMs,
    maxAttempts: opts.maxAttempts,
    retryBaseMs: opts.retryBaseMs,
    log: opts.log ?? ((line) => console.warn(`[upstream] ${line}`)),
  });

  return {
    viber: viberEndpoints(transport),
    smtp: smtpEndpoints(transport),
    /** a cheap call that proves the credentials work */
    async userInfo(): Promise<unknown> {
      return transport.request({ method: "GET", path: "/user/info" });
    },
    stats: () => ({
      ...transport.stats,
      ...stats,
      cached: transport.cacheSize,
      cachedBytes: transport.cacheBytes,
    }),
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

const globalForUpstream = globalThis as unknown as { __upstream?: UpstreamClient };

/** The process's client, from the configuration (one per process: shared cache, budget, token). */
export function upstream(): UpstreamClient {
  if (!globalForUpstream.__upstream) {
    const e = env();
    // Several instances on one PostgreSQL share one budget; alone, the in-process bucket.
    const budget = e.DATABASE_URL
      ? new SharedTokenBucket(
          db,
          `upstream ${e.upstreamUrl} ${e.upstreamClientId ?? "api-key"}`,
          bucketRate(e.MESSAGING_API_MAX_RPS),
        )
      : undefined;
    globalForUpstream.__upstream = createUpstreamClient({ budget, ...upstreamAccount(e) });
  }
  return globalForUpstream.__upstream;
}

import "server-only";

import { UpstreamError } from "./errors";
import { isTimeout, parseJson, upstreamHttp, type UpstreamReply } from "./http";
import { share, type Shared } from "./lanes";
import { backoff, isErrorFlag, isRateLimited, rateLimited, sleep } from "./outcomes";

const EARLY_RENEWAL_MS = 60_000;

export interface TokenSource {
  get(): Promise<string>;
  /** after a 401: forget `stale` so the next get() refreshes (once, shared) */
  invalidate(stale: string): void;
}

const answeredWithout = (retryable: boolean, message: string, status: number) => ({
  retryable,
  error: new UpstreamError("upstream_unavailable", message, {
    status,
    reason: `token request answered ${status}`,
  }),
});

export function staticKey(key: string): TokenSource {
  return { get: () => Promise.resolve(key), invalidate: () => {} };
}

/** OAuth 2 client credentials, cached until shortly before expiry and refreshed single-flight. */
export function clientCredentials(opts: {
  tokenUrl: URL;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  take: () => Promise<void>;
  onRequest?: () => void;
  maxAttempts?: number;
  retryBaseMs?: number;
}): TokenSource {
  let token: { value: string; renewAt: number } | null = null;
  let inflight: Shared<string> | null = null;

  /** Retried like a read, except for bad credentials. */
  async function attempt(): Promise<
    | { token: string; lifetimeMs: number }
    | { error: UpstreamError; retryable: boolean; waitMs?: number }
  > {
    await opts.take();
    opts.onRequest?.();
    let res: UpstreamReply;
    try {
      res = await upstreamHttp(opts.tokenUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          grant_type: "client_credentials",
          client_id: opts.clientId,
          client_secret: opts.clientSecret,
        }),
        timeoutMs: opts.timeoutMs,
      });
    } catch (err) {
      const timeout = isTimeout(err);
      return {
        retryable: !timeout,
        error: new UpstreamError(
          timeout ? "upstream_timeout" : "upstream_unavailable",
          timeout
            ? "The Messaging API did not answer in time."
            : "The Messaging API cannot be reached.",
          { reason: `token request failed: ${String(err)}` },
        ),
      };
    }
    const body = parseJson(res.text);
    if (isRateLimited(res.status, body)) return rateLimited(res);
    if (res.status >= 500 || body === undefined)
      return answeredWithout(
        true,
        "The Messaging API is having trouble right now. Try again in a moment.",
        res.status,
      );
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: `body` is `{} | null` here
    const reply = body as { access_token?: unknown; expires_in?: unknown } | null;
    const value = reply?.access_token;
    if (
      res.status < 200 ||
      res.status > 299 ||
      isErrorFlag(body) ||
      typeof value !== "string" ||
      value === ""
    )
      return answeredWithout(
        false,
        "The console could not sign in to the Messaging API. Check its credentials.",
        res.status,
      );
    return { token: value, lifetimeMs: (Number(reply?.expires_in) || 3600) * 1000 };
  }

  async function fetchToken(): Promise<string> {
    const maxAttempts = opts.maxAttempts ?? 3;
    for (let n = 1; ; n++) {
      const outcome = await attempt();
      if ("token" in outcome) {
        const { lifetimeMs } = outcome;
        token = {
          value: outcome.token,
          renewAt: Date.now() + Math.max(lifetimeMs - EARLY_RENEWAL_MS, lifetimeMs / 2),
        };
        return token.value;
      }
      if (!outcome.retryable || n >= maxAttempts) throw outcome.error;
      await sleep(outcome.waitMs ?? backoff(n, opts.retryBaseMs ?? 200));
    }
  }

  return {
    async get() {
      if (token && Date.now() < token.renewAt) return token.value;
      if (!inflight) {
        const started = share(fetchToken);
        inflight = started;
        void started.promise
          .finally(() => {
            if (inflight === started) inflight = null;
          })
          .catch(() => undefined);
      }
      // every caller waits for it, so it goes at the first turn of any of their lanes
      inflight.join();
      return inflight.promise;
    },
    invalidate(stale) {
      if (token?.value === stale) token = null;
    },
  };
}

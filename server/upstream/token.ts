import "server-only";

import { UpstreamError } from "./errors";
import { isTimeout, parseJson, upstreamHttp, type UpstreamReply } from "./http";

/** Refresh this long before the upstream says a token expires. */
const EARLY_RENEWAL_MS = 60_000;

export interface TokenSource {
  /** a bearer token, fetched or refreshed as needed */
  get(): Promise<string>;
  /** after a 401: forget `stale` so the next get() refreshes (once, shared) */
  invalidate(stale: string): void;
}

/** A static API key: never expires, never refreshed. */
export function staticKey(key: string): TokenSource {
  return { get: async () => key, invalidate: () => {} };
}

/**
 * OAuth 2 client credentials: the token is cached until shortly before
 * `expires_in`, and refreshed single-flight — one request in flight, every
 * waiter shares it.
 */
export function clientCredentials(opts: {
  tokenUrl: URL;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  take: () => Promise<void>;
  onRequest?: () => void;
}): TokenSource {
  let token: { value: string; renewAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
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
      throw new UpstreamError(
        timeout ? "upstream_timeout" : "upstream_unavailable",
        timeout
          ? "The Messaging API did not answer in time."
          : "The Messaging API cannot be reached.",
        { reason: `token request failed: ${String(err)}` },
      );
    }
    const body = parseJson(res.text) as
      { access_token?: unknown; expires_in?: unknown } | null | undefined;
    if (res.status < 200 || res.status > 299 || typeof body?.access_token !== "string") {
      throw new UpstreamError(
        "upstream_unavailable",
        "The console could not sign in to the Messaging API. Check its credentials.",
        {
          status: res.status,
          reason: `token request answered ${res.status}`,
        },
      );
    }
    const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
    token = {
      value: body.access_token,
      renewAt: Date.now() + Math.max(lifetimeMs - EARLY_RENEWAL_MS, lifetimeMs / 2),
    };
    return token.value;
  }

  return {
    async get() {
      if (token && Date.now() < token.renewAt) return token.value;
      inflight ??= fetchToken().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    invalidate(stale) {
      if (token?.value === stale) token = null;
    },
  };
}

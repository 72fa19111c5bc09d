import "server-only";

import { BYTE_BUDGETS, byteBoundedCache } from "@/server/memory/byte-budgets";

import type { UpstreamError } from "./errors";
import { noteBudgetWait, noteOutcome, noteTokenRefused } from "./health";
import { parseJson, upstreamHttp, type UpstreamReply } from "./http";
import { forPeople, share, type Shared } from "./lanes";
import { backoff, credentialsError, outcomeOf, sleep, unanswered, type Outcome } from "./outcomes";
import type { RateBudget } from "./rate-budget";
import { streamedListReader, type StreamedListOptions } from "./streamed-list";
import type { TokenSource } from "./token";
import { buildUrl, type QueryValue } from "./url";

export interface TransportOptions {
  baseUrl: string;
  tokens: TokenSource;
  budget: RateBudget;
  timeoutMs: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  log?: (line: string) => void;
}

export interface RequestSpec {
  method: "GET" | "POST" | "DELETE";
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  cacheTtlMs?: number;
  /** a reply too large to wait for whole: its items are read as they arrive (streamed-list.ts) */
  streamList?: StreamedListOptions<unknown>;
}

export interface TransportStats {
  requests: number;
  upstreamCalls: number;
  coalesced: number;
  cacheHits: number;
  retries: number;
}

/** bytes: BYTE_BUDGETS.upstreamReplies */
const CACHE_MAX_ENTRIES = 256;

/**
 * One upstream call: budget → token → fetch → error mapping. GETs are coalesced, cached
 * and retried; writes are never repeated once they may have reached the upstream (only
 * after a 401, which the upstream answers before doing anything).
 */
export class Transport {
  readonly stats: TransportStats = {
    requests: 0,
    upstreamCalls: 0,
    coalesced: 0,
    cacheHits: 0,
    retries: 0,
  };
  private readonly inflight = new Map<string, Shared<unknown>>();
  private readonly cache = byteBoundedCache<string, { expires: number; value: unknown }>({
    max: CACHE_MAX_ENTRIES,
    maxBytes: BYTE_BUDGETS.upstreamReplies,
  });

  get cacheSize(): number {
    return this.cache.size;
  }

  get cacheBytes(): number {
    return this.cache.calculatedSize;
  }

  constructor(private readonly opts: TransportOptions) {}

  async request(spec: RequestSpec): Promise<unknown> {
    this.stats.requests++;
    const url = buildUrl(this.opts.baseUrl, spec.path, spec.params, spec.query);
    if (spec.method !== "GET") return this.send(spec, url);

    const key = url.toString();
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) {
      this.stats.cacheHits++;
      return cached.value;
    }
    const running = this.inflight.get(key);
    if (running) {
      this.stats.coalesced++;
      // the call may still wait in its starter's lane: from now on it may go at ours too
      running.join();
      return running.promise;
    }
    const call = share(() =>
      this.send(spec, url).then((value) => {
        if (spec.cacheTtlMs) this.remember(key, spec.cacheTtlMs, value);
        return value;
      }),
    );
    this.inflight.set(key, call);
    void call.promise.finally(() => this.inflight.delete(key)).catch(() => undefined);
    return call.promise;
  }

  private remember(key: string, ttlMs: number, value: unknown): void {
    this.cache.set(key, { expires: Date.now() + ttlMs, value });
  }

  invalidate(pathPrefix: string): void {
    const base = new URL(this.opts.baseUrl);
    for (const key of [...this.cache.keys()]) {
      if (new URL(key).pathname.startsWith(base.pathname.replace(/\/$/, "") + pathPrefix))
        this.cache.delete(key);
    }
  }

  private async send(spec: RequestSpec, url: URL): Promise<unknown> {
    const read = spec.method === "GET";
    const maxAttempts = read ? (this.opts.maxAttempts ?? 3) : 1;
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(spec, url, read);
      if (outcome.kind === "ok") return outcome.value;
      if (outcome.kind === "unauthorized" && !refreshed) {
        refreshed = true;
        this.opts.tokens.invalidate(outcome.token);
        attempt--; // a refused token is not an attempt at the call itself
        continue;
      }
      if (outcome.kind === "unauthorized") {
        noteTokenRefused();
        throw this.logged(spec, credentialsError());
      }
      if (!read || !outcome.retryable || attempt >= maxAttempts)
        throw this.logged(spec, outcome.error);
      this.stats.retries++;
      await sleep(outcome.waitMs ?? backoff(attempt, this.opts.retryBaseMs ?? 200));
    }
  }

  private logged(spec: RequestSpec, error: UpstreamError): UpstreamError {
    if (error.code === "upstream_unavailable")
      this.opts.log?.(`${spec.method} ${spec.path}: ${error.detail.reason ?? error.message}`);
    return error;
  }

  private async attempt(spec: RequestSpec, url: URL, read: boolean): Promise<Outcome> {
    const queued = Date.now();
    await this.opts.budget.take();
    // the background lane waits behind people by design: only people's waits are news
    if (forPeople()) noteBudgetWait(Date.now() - queued);
    const token = await this.opts.tokens.get().catch((err: unknown) => {
      throw (noteTokenRefused(err), err);
    });
    this.stats.upstreamCalls++;
    let res: UpstreamReply;
    try {
      res = await upstreamHttp(url, {
        method: spec.method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          ...(spec.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        timeoutMs: this.opts.timeoutMs,
        reader: spec.streamList
          ? (status) =>
              status >= 200 && status < 300 ? streamedListReader(spec.streamList!) : null
          : undefined,
      });
    } catch (err) {
      return noteOutcome(unanswered(err, read));
    }
    const body = res.read ? res.read.value : parseJson(res.text);
    return noteOutcome(outcomeOf({ res, body, read, token }));
  }
}

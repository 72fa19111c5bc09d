import "server-only";

import { BYTE_BUDGETS, byteBoundedCache } from "@/server/memory/byte-budgets";

import { rejected, UpstreamError } from "./errors";
import { isTimeout, networkErrorCode, parseJson, upstreamHttp, type UpstreamReply } from "./http";
import { share, type Shared } from "./lanes";
import type { RateBudget } from "./rate-budget";
import { streamedListReader, type StreamedListOptions } from "./streamed-list";
import type { TokenSource } from "./token";
import { buildUrl, type QueryValue } from "./url";

export interface TransportOptions {
  baseUrl: string;
  tokens: TokenSource;
  budget: RateBudget;
  timeoutMs: number;
  /** attempts in total for a GET (writes get one) */
  maxAttempts?: number;
  /** first backoff step; doubled each retry, jittered, capped at 2 s */
  retryBaseMs?: number;
  log?: (line: string) => void;
}

export interface RequestSpec {
  method: "GET" | "POST" | "DELETE";
  /** a fixed template such as `/viber/task/:id` */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** GETs only: serve repeats from memory for this long */
  cacheTtlMs?: number;
  /**
   * a reply `{…, key: [items]}` too large to wait for whole: its items are parsed and
   * read as they arrive (server/upstream/streamed-list.ts); the value at `key` is then
   * a streamed list (`streamedItems`), or the raw list when the reply had another shape
   */
  streamList?: StreamedListOptions<unknown>;
}

/** Counters for benchmarks and health. */
export interface TransportStats {
  requests: number;
  upstreamCalls: number;
  coalesced: number;
  cacheHits: number;
  retries: number;
}

const MAX_RETRY_AFTER_MS = 5_000;

/**
 * One upstream call: budget → token → fetch with a timeout → error mapping.
 * GETs: coalesced while in flight, optionally cached, retried on network errors,
 * 5xx, 429 and unreadable replies (≤ maxAttempts, jittered backoff, Retry-After
 * honoured). Writes are never repeated once they may have reached the upstream;
 * the only second attempt is after a 401, which the upstream answers before
 * doing anything.
 */
/** Cached replies kept at most (each a short-lived list page); bytes: BYTE_BUDGETS.upstreamReplies. */
const CACHE_MAX_ENTRIES = 256;

export class Transport {
  readonly stats: TransportStats = {
    requests: 0,
    upstreamCalls: 0,
    coalesced: 0,
    cacheHits: 0,
    retries: 0,
  };
  private readonly inflight = new Map<string, Shared<unknown>>();
  /**
   * Every distinct query is a key (pages, filters): bounded by entries and by bytes,
   * least recently used first out, so memory stays bounded however many different
   * queries people make and however large their replies.
   */
  private readonly cache = byteBoundedCache<string, { expires: number; value: unknown }>({
    max: CACHE_MAX_ENTRIES,
    maxBytes: BYTE_BUDGETS.upstreamReplies,
  });

  /** Cached replies held now (bounded: see `cache`). */
  get cacheSize(): number {
    return this.cache.size;
  }

  /** Bytes the cached replies count against BYTE_BUDGETS.upstreamReplies. */
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

  /** Caches a reply (one larger than the whole byte budget is not kept). */
  private remember(key: string, ttlMs: number, value: unknown): void {
    this.cache.set(key, { expires: Date.now() + ttlMs, value });
  }

  /** Drops cached GETs whose path starts with `pathPrefix` (after a write). */
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
      if (outcome.kind === "unauthorized") throw this.logged(spec, credentialsError());
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

  private async attempt(
    spec: RequestSpec,
    url: URL,
    read: boolean,
  ): Promise<
    | { kind: "ok"; value: unknown }
    | { kind: "unauthorized"; token: string }
    | { kind: "error"; error: UpstreamError; retryable: boolean; waitMs?: number }
  > {
    await this.opts.budget.take();
    const token = await this.opts.tokens.get();
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
      if (isTimeout(err)) {
        return {
          kind: "error",
          retryable: false,
          error: new UpstreamError(
            "upstream_timeout",
            "The Messaging API did not answer in time. Try again in a moment.",
            {
              maybeProcessed: !read,
              reason: "timeout",
            },
          ),
        };
      }
      const code = networkErrorCode(err);
      const refused = code === "ECONNREFUSED";
      return {
        kind: "error",
        retryable: true,
        error: new UpstreamError(
          "upstream_unavailable",
          "The Messaging API cannot be reached right now. Try again in a moment.",
          {
            maybeProcessed: !read && !refused,
            reason: `network error: ${code ?? String(err)}`,
          },
        ),
      };
    }

    if (res.status === 401) return { kind: "unauthorized", token };
    const text = res.text;
    const body = res.read ? res.read.value : parseJson(text);

    if (isRateLimited(res.status, body)) return rateLimited(res);
    if (res.status >= 500 || text === null) {
      return {
        kind: "error",
        retryable: true,
        error: new UpstreamError(
          "upstream_unavailable",
          "The Messaging API is having trouble right now. Try again in a moment.",
          {
            status: res.status,
            maybeProcessed: !read && (res.status === 500 || text === null),
            reason: `answered ${res.status}`,
          },
        ),
      };
    }
    if (res.status === 404) {
      return {
        kind: "error",
        retryable: false,
        error: new UpstreamError("not_found", messageOf(body) ?? "Not found.", { status: 404 }),
      };
    }
    if (res.status >= 400) {
      return {
        kind: "error",
        retryable: false,
        error: rejected(res.status, messageOf(body) ?? `HTTP ${res.status}`, codeOf(body)),
      };
    }
    if (body === undefined) {
      return {
        kind: "error",
        retryable: true,
        error: new UpstreamError(
          "upstream_unavailable",
          "The Messaging API sent an unreadable answer. Try again in a moment.",
          {
            status: res.status,
            maybeProcessed: !read,
            reason: "malformed JSON",
          },
        ),
      };
    }
    if (isErrorFlag(body)) {
      return {
        kind: "error",
        retryable: false,
        error: rejected(400, messageOf(body) ?? "Refused", codeOf(body)),
      };
    }
    return { kind: "ok", value: body };
  }
}

/**
 * The account's request limit: HTTP 429, or error code 2020202020 ("More than 10
 * requests per second") whatever status it comes with (UPSTREAM-NOTES.md).
 */
export function isRateLimited(status: number, body: unknown): boolean {
  return status === 429 || (isObject(body) && String(body.error_code) === RATE_LIMIT_CODE);
}
const RATE_LIMIT_CODE = "2020202020";

/** A rate-limit answer as a retryable error, waiting as long as Retry-After says (bounded). */
export function rateLimited(res: UpstreamReply): {
  kind: "error";
  error: UpstreamError;
  retryable: true;
  waitMs?: number;
} {
  const retryAfter = Number(res.header("retry-after"));
  const waitMs =
    Number.isFinite(retryAfter) && retryAfter > 0
      ? Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS)
      : undefined;
  return {
    kind: "error",
    retryable: true,
    waitMs,
    error: new UpstreamError(
      "rate_limited",
      "The Messaging API is busy (request limit reached). Try again in a moment.",
      { status: res.status, retryAfterSeconds: waitMs ? waitMs / 1000 : 1 },
    ),
  };
}

/** `is_error` as the service and its SDKs write it: true, 1 or "1" (also "true"). */
export function isErrorFlag(body: unknown): body is Record<string, unknown> {
  if (!isObject(body)) return false;
  const f = body.is_error;
  return f === true || f === 1 || f === "1" || f === "true";
}

function credentialsError(): UpstreamError {
  return new UpstreamError(
    "upstream_unavailable",
    "The Messaging API refused the console's credentials. An admin should check MESSAGING_API_CLIENT_ID/SECRET.",
    { status: 401, reason: "401 after a token refresh" },
  );
}

export function backoff(attempt: number, baseMs: number): number {
  const cap = Math.min(2_000, baseMs * 2 ** (attempt - 1));
  return cap / 2 + Math.random() * (cap / 2);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function messageOf(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const m = body.message ?? body.error_description ?? body.error;
  return typeof m === "string" ? m : undefined;
}

function codeOf(body: unknown): number | string | undefined {
  if (!isObject(body)) return undefined;
  const c = body.error_code;
  return typeof c === "number" || typeof c === "string" ? c : undefined;
}

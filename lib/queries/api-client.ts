/**
 * The browser's only way to the console API: same-origin fetch, JSON in and out,
 * errors as `ApiError` carrying the envelope's code, message and field messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** the server replayed a stored reply for this Idempotency-Key (a write whose outcome was unknown) */
    readonly replayed = false,
    /** "unknown": the write may have been carried out although no answer said so; sending the same again replays this */
    readonly outcome?: "unknown",
    /** the reply's whole `error` object, for a code that carries more (a draft conflict's draft) */
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** one per user action, reused when the same action is retried */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** the request outlives the page (bodies up to 64 KB): a save sent as the page goes */
  keepalive?: boolean;
}

/** `url` with `query` set on it, empty values (undefined, null, "") left out. */
export function setQuery(url: URL, query: RequestOptions["query"] = {}): URL {
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
  }
  return url;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = setQuery(new URL(path, window.location.origin), opts.query);
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? "GET",
      headers: {
        Accept: "application/json",
        ...(opts.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(opts.idempotencyKey ? { "Idempotency-Key": opts.idempotencyKey } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
      keepalive: opts.keepalive,
      credentials: "same-origin",
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(
      0,
      "network",
      "The console cannot be reached. Check your connection and try again.",
    );
  }
  const body = (await res.json().catch(() => null)) as {
    error?: { code: string; message: string; fields?: Record<string, string>; outcome?: string };
  } | null;
  if (!res.ok) {
    if (res.status === 401 && typeof window !== "undefined") {
      // a full load: the session is gone, nothing of this page's state is worth keeping
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(
        `/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
    }
    throw new ApiError(
      res.status,
      body?.error?.code ?? "internal",
      body?.error?.message ?? `Request failed (${res.status}).`,
      body?.error?.fields,
      res.headers.get("Idempotency-Replayed") === "true",
      body?.error?.outcome === "unknown" ? "unknown" : undefined,
      body?.error,
    );
  }
  return body as T;
}

/** A fresh idempotency key for one user action. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Words for an error shown next to a retry button. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Try again.";
}

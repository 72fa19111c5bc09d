/** The browser's only way to the console API; errors carry the envelope's code and fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** the server replayed a stored reply for this Idempotency-Key */
    readonly replayed = false,
    /** the write may have happened; sending the same again replays this */
    readonly outcome?: "unknown",
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** a save sent as the page goes (bodies up to 64 KB) */
  keepalive?: boolean;
}

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

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Try again.";
}

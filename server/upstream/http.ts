import "server-only";

import { Agent, request } from "undici";

/**
 * The upstream's HTTP client: undici's `request` over one keep-alive pool, not the
 * global `fetch`. In a route handler `fetch` is Next's patched fetch (data cache,
 * tracing) over WHATWG streams; profiled under load it was a fifth of a console
 * API call's CPU (bench/LIMITS.md). `request` returns Node streams and no
 * Response object. One overall deadline covers connecting, headers and body,
 * as `AbortSignal.timeout` did, but its timer is cleared as soon as the reply is
 * read, so nothing of a finished call waits for the timeout to fire.
 */
const agent = new Agent({
  // a bounded pool of kept-alive connections: beyond 16 calls at once they queue
  // on these rather than opening one connection per concurrent call
  connections: 16,
  keepAliveTimeout: 10_000,
  keepAliveMaxTimeout: 60_000,
});

export interface UpstreamReply {
  status: number;
  header(name: string): string | undefined;
  /**
   * the body as text; null when it could not be read (connection dropped mid-reply);
   * "" when a reader took it chunk by chunk (then `read` holds what it made of it)
   */
  text: string | null;
  /** what `UpstreamHttpInit.reader` made of the body, when one read it */
  read?: { value: unknown };
}

/** A consumer of a reply's body chunk by chunk (server/upstream/streamed-list.ts). */
export interface BodyReader {
  write(chunk: Uint8Array): void;
  /** the body's value, as `parseJson` would give it for the whole text */
  end(): unknown;
}

export interface UpstreamHttpInit {
  method: "GET" | "POST" | "DELETE";
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** reads the body as it arrives instead of as one text, for the statuses it takes (null: not this one) */
  reader?: (status: number) => BodyReader | null;
}

/** The error a call past its deadline rejects with (`name === "TimeoutError"`, like fetch's). */
export function isTimeout(err: unknown): boolean {
  return err instanceof Error && err.name === "TimeoutError";
}

/** A network error's code (`ECONNREFUSED`, `UND_ERR_SOCKET`…), wherever undici put it. */
export function networkErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof e?.code === "string") return e.code;
  return typeof e?.cause?.code === "string" ? e.cause.code : undefined;
}

/** A reply's body as JSON: undefined when unreadable or not JSON, null when empty. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function upstreamHttp(url: URL, init: UpstreamHttpInit): Promise<UpstreamReply> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    const timeout = new Error(`no complete reply within ${init.timeoutMs} ms`);
    timeout.name = "TimeoutError";
    controller.abort(timeout);
  }, init.timeoutMs);
  try {
    const res = await request(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: controller.signal,
      dispatcher: agent,
      // undici closes a connection after a DELETE that carries a body (the contract's
      // blacklist and unsubscribe removals do) unless told the server reads it
      reset: false,
    });
    const reader = init.reader?.(res.statusCode) ?? null;
    let text: string | null;
    let read: { value: unknown } | undefined;
    try {
      if (reader) {
        for await (const chunk of res.body as AsyncIterable<Uint8Array>) reader.write(chunk);
        text = "";
        read = { value: reader.end() };
      } else text = await res.body.text();
    } catch {
      text = null;
      read = undefined;
    }
    return {
      status: res.statusCode,
      header: (name) => {
        const v = res.headers[name.toLowerCase()];
        return Array.isArray(v) ? v[0] : v;
      },
      text,
      ...(read ? { read } : {}),
    };
  } finally {
    clearTimeout(timer);
  }
}

import "server-only";

import { Agent, request } from "undici";

/**
 * undici's `request` over one keep-alive pool rather than Next's patched `fetch`, which
 * cost a fifth of an API call's CPU (bench/LIMITS.md). The deadline's timer is cleared
 * as soon as the reply is read.
 */
const agent = new Agent({
  // beyond 16 calls at once they queue rather than open one connection each
  connections: 16,
  keepAliveTimeout: 10_000,
  keepAliveMaxTimeout: 60_000,
});

export interface UpstreamReply {
  status: number;
  header(name: string): string | undefined;
  /** null when the connection dropped mid-reply; "" when `read` holds what a reader made */
  text: string | null;
  read?: { value: unknown };
}

export interface BodyReader {
  write(chunk: Uint8Array): void;
  end(): unknown;
}

export interface UpstreamHttpInit {
  method: "GET" | "POST" | "DELETE";
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  reader?: (status: number) => BodyReader | null;
}

export function isTimeout(err: unknown): boolean {
  return err instanceof Error && err.name === "TimeoutError";
}

export function networkErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof e?.code === "string") return e.code;
  return typeof e?.cause?.code === "string" ? e.cause.code : undefined;
}

/** undefined when unreadable or not JSON, null when empty */
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
      // undici closes a connection after a DELETE with a body (blacklist and unsubscribe
      // removals send one) unless told the server reads it
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

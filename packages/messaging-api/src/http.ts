import type { IncomingMessage } from "node:http";

/** Upstream-style errors: `{"message","error_code"}`. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 999: the production upstream's generic "badly formed" code */
export const badRequest = (message: string, code = 999) => new ApiError(400, message, code);
export const unprocessable = (message: string, code = 21356) => new ApiError(422, message, code);
export const notFound = (message = "Not found", code = 14) => new ApiError(404, message, code);

export interface ApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingMessage["headers"];
  /** set by the auth layer */
  account?: string;
}

export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * Chunked, so 100,000 recipients start arriving while the rest is read, as over a real
 * network. After the first piece a failure can only cut the connection.
 */
export class StreamedJson {
  constructor(readonly produce: (write: (text: string) => void) => Promise<void>) {}
}

export interface ApiReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: ApiRequest) => unknown;

interface RouteEntry {
  method: string;
  pattern: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
  public: boolean;
}

export class Router {
  private readonly routes: RouteEntry[] = [];

  add(method: string, pattern: string, handler: Handler, opts: { public?: boolean } = {}): this {
    const keys: string[] = [];
    const source = pattern
      .split("/")
      .map((seg) => {
        if (seg.startsWith(":")) {
          keys.push(seg.slice(1));
          return "([^/]+)";
        }
        return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    this.routes.push({
      method: method.toUpperCase(),
      pattern,
      regex: new RegExp(`^${source}/?$`),
      keys,
      handler,
      public: opts.public ?? false,
    });
    return this;
  }

  get = (p: string, h: Handler, o?: { public?: boolean }) => this.add("GET", p, h, o);
  post = (p: string, h: Handler, o?: { public?: boolean }) => this.add("POST", p, h, o);
  delete = (p: string, h: Handler, o?: { public?: boolean }) => this.add("DELETE", p, h, o);

  /** `methodMismatch` when the path exists with another method. */
  match(
    method: string,
    path: string,
  ): { route: RouteEntry; params: Record<string, string> } | { methodMismatch: boolean } {
    let methodMismatch = false;
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      if (route.method !== method.toUpperCase()) {
        methodMismatch = true;
        continue;
      }
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => {
        try {
          params[k] = decodeURIComponent(m[i + 1] ?? "");
        } catch {
          throw badRequest(`Path parameter ${k} is not validly encoded`);
        }
      });
      return { route, params };
    }
    return { methodMismatch };
  }

  list(): { method: string; pattern: string }[] {
    return this.routes.map(({ method, pattern }) => ({ method, pattern }));
  }
}

export function isReply(v: unknown): v is ApiReply {
  return (
    typeof v === "object" &&
    v !== null &&
    "body" in v &&
    Object.keys(v).every((k) => ["status", "body", "headers"].includes(k))
  );
}

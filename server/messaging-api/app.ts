import "server-only";

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { PGlite } from "@electric-sql/pglite";

import { Clock } from "./clock";
import type { ApiContext, ApiModule } from "./context";
import { registerControl, type CallRecord } from "./control";
import { openStore } from "./db";
import { startDemoDns, type DemoDns } from "./dns/demo-dns";
import { Faults } from "./faults";
import { ApiError, isReply, RawJson, Router, StreamedJson, type ApiRequest } from "./http";
import { OAuthServer } from "./oauth";
import { RateLimiter } from "./rate-limit";
import { smtpModule } from "./smtp";
import { viberModule } from "./viber";
import { bodyIntoQuery, decodeBody, normaliseTarget, shapeBody } from "./wire";

export interface MessagingApiOptions {
  /** folder of the PGlite store; undefined keeps everything in memory (tests) */
  dataDir?: string;
  host?: string;
  /** 0 picks a free port */
  port?: number;
  timeZone?: string;
  clientId?: string;
  clientSecret?: string;
  /** static API keys accepted as bearer tokens */
  apiKeys?: string[];
  maxRps?: number;
  tokenTtlSeconds?: number;
  /** insert the demo data on a fresh store (default true) */
  seed?: boolean;
  /** expose /__control/* (faults, clock, call log); tests only */
  control?: boolean;
  /** ms between lifecycle ticks; 0 turns automatic ticks off (tests tick by hand) */
  tickMs?: number;
  modules?: ApiModule[];
  log?: (line: string) => void;
  /**
   * Serve the sender domains' DNS zones on 127.0.0.1 at this UDP port (0: a free
   * one); unset: no DNS server. Its zones change through /__control/dns.
   */
  dnsPort?: number;
}

export interface MessagingApi {
  url: string;
  port: number;
  clock: Clock;
  db: PGlite;
  faults: Faults;
  oauth: OAuthServer;
  limiter: RateLimiter;
  calls: CallRecord[];
  /** the demo domains' DNS server, when `dnsPort` was given */
  dns?: DemoDns;
  /** TCP connections accepted so far (tests: are clients keeping theirs alive?) */
  connectionsAccepted(): number;
  tick(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 30 * 1024 * 1024;

export async function createMessagingApi(opts: MessagingApiOptions = {}): Promise<MessagingApi> {
  const clock = new Clock();
  const db = await openStore(opts.dataDir);
  const ctx: ApiContext = { db, clock, timeZone: opts.timeZone ?? "UTC" };
  const modules = opts.modules ?? [viberModule, smtpModule];
  const log = opts.log ?? (() => {});

  await db.exec(`CREATE TABLE IF NOT EXISTS api_meta (key text PRIMARY KEY, value text NOT NULL)`);
  for (const m of modules) await db.exec(m.schema);
  const seeded = await db.query<{ value: string }>(
    `SELECT value FROM api_meta WHERE key = 'seeded'`,
  );
  if (opts.seed !== false && seeded.rows.length === 0) {
    const started = Date.now();
    for (const m of modules) await m.seed?.(ctx);
    await db.query(`INSERT INTO api_meta (key, value) VALUES ('seeded', $1)`, [
      new Date().toISOString(),
    ]);
    log(`demo data created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const clientId = opts.clientId ?? "console-demo";
  const oauth = new OAuthServer(
    clock,
    { [clientId]: opts.clientSecret ?? "console-demo-secret" },
    opts.tokenTtlSeconds ?? 3600,
    Object.fromEntries((opts.apiKeys ?? []).map((k) => [k, clientId])),
  );
  const limiter = new RateLimiter(clock, opts.maxRps ?? 10);
  const faults = new Faults();
  const calls: CallRecord[] = [];

  let ticking: Promise<void> | null = null;
  const tick = () => {
    ticking ??= (async () => {
      try {
        for (const m of modules) await m.tick?.(ctx);
      } finally {
        ticking = null;
      }
    })();
    return ticking;
  };

  const dns = opts.dnsPort === undefined ? undefined : await startDemoDns(db, opts.dnsPort);
  if (dns) log(`DNS for the sender domains on ${dns.server.address} (UDP)`);

  const router = new Router();
  router.post("/oauth/access_token", (req) => oauth.issue(req), { public: true });
  for (const m of modules) m.register(router, ctx);
  const control = opts.control
    ? registerControl({ clock, faults, oauth, limiter, calls, tick, dns })
    : null;

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      log(`internal error: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) send(res, 500, { message: "Internal error", error_code: 500 });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const target = normaliseTarget(req.url ?? "/");
    if (!target) return send(res, 404, { message: "Not found", error_code: 404 });
    const { path } = target;

    if (control && path.startsWith("/__control/")) {
      const hit = control.match(method, path);
      if ("route" in hit) {
        try {
          const body = await readBody(req);
          const out = await hit.route.handler({
            method,
            path,
            params: hit.params,
            query: target.query,
            body,
            headers: req.headers,
          });
          return send(res, 200, out ?? { ok: true });
        } catch (err) {
          // a test's bad control request is its mistake (400), not the API's (500)
          if (!(err instanceof ApiError)) throw err;
          return send(res, err.status, { message: err.message, error_code: err.errorCode });
        }
      }
      return send(res, 404, { message: "Not found", error_code: 404 });
    }

    const record: CallRecord = { method, path, status: 0, at: Date.now() };
    calls.push(record);
    if (calls.length > 20_000) calls.splice(0, calls.length - 10_000);

    const delay = faults.latency(path);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));

    try {
      const fault = faults.take(path);
      if (fault?.kind === "drop") {
        record.status = -1;
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "4096" });
        res.write('{"result": true, "data": [');
        setTimeout(() => res.destroy(), 5);
        return;
      }
      if (fault?.kind === "malformed") {
        record.status = 200;
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end('{"result": tru<html>');
        return;
      }
      if (fault?.kind === "reply") {
        record.status = fault.status;
        return send(res, fault.status, fault.body ?? null);
      }
      if (fault?.kind === "error")
        throw new ApiError(fault.status, "Service temporarily unavailable", fault.status);
      if (fault?.kind === "rate-limit") {
        throw new ApiError(
          429,
          "More than 10 requests per second",
          2020202020,
          fault.retryAfter === null ? {} : { "Retry-After": String(fault.retryAfter) },
        );
      }

      const hit = router.match(method, path);
      if (!("route" in hit)) {
        throw hit.methodMismatch
          ? new ApiError(405, "Method not allowed", 405)
          : new ApiError(404, "Not found", 404);
      }
      const raw = await readBody(req);
      const body = shapeBody(`${method} ${hit.route.pattern}`, raw);
      const apiReq: ApiRequest = {
        method,
        path,
        params: hit.params,
        query: method === "GET" ? bodyIntoQuery(target.query, raw) : target.query,
        body,
        headers: req.headers,
      };
      if (!hit.route.public) {
        apiReq.account = oauth.authenticate(apiReq);
        record.account = apiReq.account;
        limiter.check(apiReq.account);
      }
      const out = await hit.route.handler(apiReq);
      const reply = isReply(out) ? out : { body: out };
      record.status = reply.status ?? 200;
      send(res, record.status, reply.body, reply.headers);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      record.status = err.status;
      const extra = (err as ApiError & { extra?: object }).extra ?? {};
      send(
        res,
        err.status,
        { ...extra, message: err.message, error_code: err.errorCode },
        err.headers,
      );
    }
  }

  const tickMs = opts.tickMs ?? 1000;
  const timer =
    tickMs > 0
      ? setInterval(() => void tick().catch((e) => log(`tick failed: ${String(e)}`)), tickMs)
      : null;
  timer?.unref();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  server.keepAliveTimeout = 30_000;
  let accepted = 0;
  server.on("connection", () => accepted++);
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    port,
    clock,
    db,
    faults,
    oauth,
    limiter,
    calls,
    dns,
    connectionsAccepted: () => accepted,
    tick,
    async close() {
      if (timer) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await dns?.server.close();
      await ticking;
      await db.close();
    },
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, "Request body too large", 413);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  return decodeBody(Buffer.concat(chunks).toString("utf8"), req.headers["content-type"]);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (body instanceof StreamedJson) {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    body
      .produce((piece) => void res.write(piece))
      .then(
        () => res.end(),
        (err: unknown) => {
          console.error(`[messaging-api] reply cut short: ${String(err)}`);
          res.destroy();
        },
      );
    return;
  }
  const text = body instanceof RawJson ? body.text : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

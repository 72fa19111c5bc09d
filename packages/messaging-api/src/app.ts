import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { shapeBody } from "./body-shapes";
import { Clock } from "./clock";
import type { ApiContext } from "./context";
import { answerControl, registerControl, type BounceSpike, type CallRecord } from "./control";
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from "./credentials";
import { openStore } from "./db";
import { startDemoDns } from "./dns/demo-dns";
import { injectFault } from "./fault-middleware";
import { Faults } from "./faults";
import { ApiError, isReply, Router, type ApiRequest } from "./http";
import { OAuthServer } from "./oauth";
import type { MessagingApi, MessagingApiOptions } from "./options";
import { RateLimiter } from "./rate-limit";
import { readBody, send } from "./respond";
import { smtpModule } from "./smtp";
import { spikeEmails } from "./smtp/generate";
import { viberModule } from "./viber";
import { bodyIntoQuery, normaliseTarget } from "./wire";

const SERVER_OPTIONS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  connectionsCheckingInterval: 5_000,
} as const;

export type { MessagingApi, MessagingApiOptions } from "./options";

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

  const clientId = opts.clientId ?? DEMO_CLIENT_ID;
  const clients: Record<string, string[]> = {
    [clientId]: [opts.clientSecret ?? DEMO_CLIENT_SECRET],
  };
  // the published pair too, for the test suite's instances (./credentials.ts)
  if (opts.acceptDemoCredentials) (clients[DEMO_CLIENT_ID] ??= []).push(DEMO_CLIENT_SECRET);
  const oauth = new OAuthServer(
    clock,
    clients,
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

  const bounceSpike = (b: BounceSpike) => spikeEmails(db, clock.nowMs(), b);
  const router = new Router();
  router.post("/oauth/access_token", (req) => oauth.issue(req), { public: true });
  for (const m of modules) m.register(router, ctx);
  const control = opts.control
    ? registerControl({ clock, faults, oauth, limiter, calls, tick, dns, bounceSpike })
    : null;

  // Node's limits set on purpose: headers within 15 s, the whole request within 60 s,
  // checked every 5 s (Node's defaults: 60 s, 5 minutes, every 30 s)
  const server = createServer(SERVER_OPTIONS, (req, res) => {
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

    if (control && path.startsWith("/__control/"))
      return answerControl(control, { method, path, query: target.query }, req, res);

    const record: CallRecord = { method, path, status: 0, at: Date.now() };
    calls.push(record);
    if (calls.length > 20_000) calls.splice(0, calls.length - 10_000);

    try {
      if (await injectFault(faults, path, res, record)) return;

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
  // the console keeps its connections to the API open between calls
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

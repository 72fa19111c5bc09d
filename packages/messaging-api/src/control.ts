import type { IncomingMessage, ServerResponse } from "node:http";

import { z } from "zod";

import type { Clock } from "./clock";
import type { DemoDns } from "./dns/demo-dns";
import { faultSchema, type Faults } from "./faults";
import { ApiError, badRequest, Router, type ApiRequest } from "./http";
import type { OAuthServer } from "./oauth";
import type { RateLimiter } from "./rate-limit";
import { readBody, send } from "./respond";

/** One request the API received (control routes excluded). */
export interface CallRecord {
  method: string;
  path: string;
  /** HTTP status answered; -1 when the connection was dropped on purpose */
  status: number;
  account?: string;
  /** wall-clock time of arrival (not the simulated clock, which tests move) */
  at: number;
}

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9])?$/, "must be a DNS name");
const dnsRecordSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("TXT"), value: z.union([z.string(), z.array(z.string())]) }),
  z.object({
    type: z.literal("MX"),
    exchange: host,
    priority: z.number().int().min(0).max(65535),
  }),
  z.object({ type: z.literal("A"), address: z.ipv4() }),
]);
/** "Publish at the DNS host": `records` replace those of their types at `name` (none removes the name). */
const dnsPublishSchema = z.object({ name: host, records: z.array(dnsRecordSchema).max(20) });

/** Emails of one sender sent over the last `minutes`, a share of them bounced (alerts' tests). */
const bounceSpikeSchema = z.object({
  sender: z.email(),
  count: z.number().int().min(1).max(5000),
  bounceRate: z.number().min(0).max(1),
  minutes: z.number().int().min(1).max(1440).default(1),
});
export type BounceSpike = z.output<typeof bounceSpikeSchema>;

const clockSchema = z.object({
  advanceMs: z.number().int().optional(),
  set: z.iso.datetime().optional(),
});

/**
 * Test-only routes, on the API's own loopback port (never the console's):
 * faults, the clock, the call log and the rate budget.
 */
export function registerControl(deps: {
  clock: Clock;
  faults: Faults;
  oauth: OAuthServer;
  limiter: RateLimiter;
  calls: CallRecord[];
  tick: () => Promise<void>;
  dns?: DemoDns;
  bounceSpike?: (spike: BounceSpike) => Promise<void>;
}): Router {
  const r = new Router();
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const p = schema.safeParse(body ?? {});
    if (!p.success) throw badRequest(z.prettifyError(p.error));
    return p.data;
  };
  r.post("/__control/faults", ({ body }) => {
    const f = parse(faultSchema, body);
    if (f.revokeTokens) deps.oauth.revokeAll();
    if (f.tokenTtlSeconds) deps.oauth.ttlSeconds = f.tokenTtlSeconds;
    deps.faults.set(f);
    return { ok: true };
  });
  r.delete("/__control/faults", () => (deps.faults.reset(), { ok: true }));
  r.post("/__control/clock", async ({ body }) => {
    const c = parse(clockSchema, body);
    if (c.set) deps.clock.set(new Date(c.set));
    if (c.advanceMs) deps.clock.advance(c.advanceMs);
    await deps.tick();
    return { now: deps.clock.now().toISOString() };
  });
  r.post(
    "/__control/tick",
    async () => (await deps.tick(), { now: deps.clock.now().toISOString() }),
  );
  r.post("/__control/smtp/bounce-spike", async ({ body }) => {
    if (!deps.bounceSpike) throw badRequest("the SMTP module is off");
    await deps.bounceSpike(parse(bounceSpikeSchema, body));
    return { ok: true };
  });
  r.get("/__control/calls", () => deps.calls);
  r.delete("/__control/calls", () => (deps.calls.splice(0), { ok: true }));
  r.post("/__control/rate-limit", ({ body }) => {
    deps.limiter.maxRps = parse(z.object({ maxRps: z.number().int().min(1) }), body).maxRps;
    return { ok: true };
  });
  const dns = () => {
    if (!deps.dns) throw badRequest("the DNS server is off (start with a DNS port)");
    return deps.dns;
  };
  r.get("/__control/dns", () => dns().server.zones());
  r.post("/__control/dns", async ({ body }) => {
    const p = parse(dnsPublishSchema, body);
    await dns().publish(p.name, p.records);
    return { ok: true };
  });
  r.post("/__control/dns/silence", ({ body }) => {
    dns().server.silence(parse(z.object({ names: z.array(host).max(50) }), body).names);
    return { ok: true };
  });
  r.delete("/__control/dns", async () => (await dns().reset(), { ok: true }));
  return r;
}

/**
 * A `/__control/*` request: its route's answer, or 404. A test's bad control
 * request is its mistake (the ApiError's 400), not the API's (500).
 */
export async function answerControl(
  control: Router,
  target: { method: string; path: string; query: ApiRequest["query"] },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const hit = control.match(target.method, target.path);
  if (!("route" in hit)) return send(res, 404, { message: "Not found", error_code: 404 });
  try {
    const body = await readBody(req);
    const out = await hit.route.handler({
      ...target,
      params: hit.params,
      body,
      headers: req.headers,
    });
    return send(res, 200, out ?? { ok: true });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return send(res, err.status, { message: err.message, error_code: err.errorCode });
  }
}

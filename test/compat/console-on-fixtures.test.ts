import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiRoutes, type ApiRouteKey } from "@/lib/api-routes";
import {
  callRoute,
  loadRouteHandlers,
  startConsoleOn,
  type ConsoleOn,
  type RouteHandler,
} from "@/test/console-api";
import { samples } from "@/test/route-samples";

import { startFixtureUpstream, type FixtureUpstream } from "./fixture-upstream";
import { isErrorSample, replySamples } from "./replies";

/**
 * The console run against a stand-in upstream that answers every endpoint with the
 * real service's reply samples (test/compat/replies): every read route of the
 * console's API answers, for every sample of the endpoints it reads.
 */
/** The read routes that reach the upstream (drafts, users and the audit log are the console's own). */
const READS = (Object.keys(apiRoutes) as ApiRouteKey[]).filter(
  (k) =>
    k.startsWith("GET ") &&
    !/\/api\/(drafts|users|audit)\b/.test(k) &&
    // the console's own records (held campaigns, send groups, webhooks), by id
    !/\/api\/(viber\/held|viber\/campaigns\/groups|webhooks)\/\[/.test(k) &&
    // reads the domain list (covered here as GET /api/email/domains), then DNS, not the upstream
    k !== "GET /api/email/domains/[domain]/dns",
);
/** The corpus's email id, for the one-email route. */
const EMAIL_ID = "pzkic9-0afezp-fc";

let upstream: FixtureUpstream;
let consoleOn: ConsoleOn;
let handlers: Map<string, RouteHandler>;

beforeAll(async () => {
  upstream = await startFixtureUpstream();
  consoleOn = await startConsoleOn({
    url: upstream.url,
    clientId: "compat-client",
    clientSecret: "compat-secret",
    maxRps: 10_000,
  });
  handlers = await loadRouteHandlers();
}, 120_000);
afterAll(async () => {
  await consoleOn?.close();
  await upstream?.close();
});

async function read(key: ApiRouteKey) {
  const [, template] = key.split(" ") as [string, string];
  const sample = samples[key]();
  const params = Object.fromEntries(
    Object.entries(sample.params ?? {}).map(([k, v]) => [
      k,
      v === "__FIRST_EMAIL__" ? EMAIL_ID : v,
    ]),
  );
  // the upstream client keeps replies briefly: a new sample needs a new client
  (globalThis as { __upstream?: unknown }).__upstream = undefined;
  return callRoute(handlers.get(key)!, {
    method: "GET",
    path: template.replace(/\[(\w+)\]/g, (_, p: string) => params[p] ?? ""),
    params,
    query: sample.query,
    cookie: await consoleOn.cookieFor("admin"),
  });
}

describe("every console read on the default samples", () => {
  it.each(READS)("%s answers 200", async (key) => {
    upstream.reset();
    const res = await read(key);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  });
});

/** Which upstream endpoints each console read route calls. */
const READ_OF: Partial<Record<ApiRouteKey, string[]>> = {
  "GET /api/viber/campaigns": ["GET /viber/task"],
  "GET /api/viber/campaigns/[id]": ["GET /viber/task/{id}", "GET /viber/task/{id}/recipients"],
  "GET /api/viber/campaigns/[id]/recipients": ["GET /viber/task/{id}/recipients"],
  "GET /api/viber/senders": ["GET /viber/senders"],
  "GET /api/viber/senders/[id]": ["GET /viber/senders/{id}"],
  "GET /api/viber/blacklist": ["GET /v2/viber-service/phone-exception"],
  "GET /api/address-books": ["GET /addressbooks"],
  "GET /api/email/messages": ["GET /smtp/emails"],
  "GET /api/email/messages/total": ["GET /smtp/emails/total"],
  "GET /api/email/messages/[id]": ["GET /smtp/emails/{id}"],
  "GET /api/email/bounces": ["GET /smtp/bounces/day"],
  "GET /api/email/bounces/total": ["GET /smtp/bounces/day/total"],
  "GET /api/email/unsubscribes": ["GET /smtp/unsubscribe"],
  "GET /api/email/unsubscribes/search": ["GET /smtp/unsubscribe/search"],
  "GET /api/email/senders": ["GET /senders", "GET /smtp/senders"],
  "GET /api/email/ips": ["GET /smtp/ips"],
  "GET /api/email/domains": ["GET /v2/email-service/smtp/sender_domains"],
  "GET /api/email/templates": ["GET /templates"],
  // the overview keeps its figures a minute per process: read on the default samples above
};

const cases = (Object.entries(READ_OF) as [ApiRouteKey, string[]][]).flatMap(([key, endpoints]) =>
  endpoints.flatMap((endpoint) =>
    replySamples(endpoint)
      .filter((s) => !isErrorSample(s))
      .map((s) => [key, endpoint, s.name, s] as const),
  ),
);

describe("every console read on every sample of what it reads", () => {
  it.each(cases)("%s with %s: %s", async (key, endpoint, _name, sample) => {
    upstream.reset();
    upstream.use(endpoint, sample);
    const res = await read(key);
    expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  });
});

import { request } from "@playwright/test";

import { signedOut } from "./auth-state";
import { expect, test } from "./fixtures";
import {
  csrf,
  errorOf,
  OwnServers,
  sessionCookie,
  signIn,
  signInThroughApi,
  signOutThroughApi,
} from "./own-servers";

/**
 * Attacks on sign-in and sessions, each on consoles of this spec's own (a flood
 * or a throttled loopback address would disturb the shared server):
 * - `direct`: no TRUST_PROXY, as a console reached without a proxy;
 * - `proxied`: TRUST_PROXY=loopback, as behind a reverse proxy on the same host,
 *   so X-Forwarded-For stands for many client addresses.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const servers = new OwnServers("sign-in-attacks");
let direct = "";
let proxied = "";
let apiPort = 0;

test.beforeAll(async () => {
  // an embedded API with its demo data and fresh consoles (each creates its database):
  // ~20 s alone (scripts/e2e.sh runs this spec after the shards), past the 60 s default
  // when run beside other work
  test.setTimeout(240_000);
  const api = await servers.messagingApi();
  apiPort = api.port;
  const started = [
    await servers.console({ MESSAGING_API_PORT: String(api.port) }, "direct console"),
    await servers.console(
      { MESSAGING_API_PORT: String(api.port), TRUST_PROXY: "loopback" },
      "proxied console",
    ),
  ];
  await Promise.all(started.map((c) => c.ready()));
  [direct, proxied] = started.map((c) => c.url) as [string, string];
});

test.afterAll(() => servers.stop());

test("signing out ends the session: the old cookie reads nothing and is never re-issued", async () => {
  const ctx = await request.newContext({ storageState: signedOut });
  await signIn(ctx, direct, "marketer@example.com");
  const cookie = await sessionCookie(ctx);
  expect(
    (await fetch(`${direct}/api/viber/campaigns?limit=1`, { headers: { cookie } })).status,
  ).toBe(200);
  // a page too, before: pages are another bundle, with their own module copies (and caches)
  const pageBefore = await fetch(`${direct}/viber/campaigns`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(pageBefore.status).toBe(200);
  await signOutThroughApi(ctx, direct);

  // the token taken before sign-out, replayed
  const read = await fetch(`${direct}/api/viber/campaigns?limit=1`, { headers: { cookie } });
  expect(read.status).toBe(401);
  const session = await fetch(`${direct}/api/auth/session`, { headers: { cookie } });
  expect(await session.json()).toEqual({});
  const reissued = session.headers
    .getSetCookie()
    .filter((c) => /session-token=[^;]+/.test(c) && !/session-token=;/.test(c));
  expect(reissued, "no fresh session cookie for a revoked session").toEqual([]);
  // and a page sends the browser to sign in
  const page = await fetch(`${direct}/viber/campaigns`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect([303, 307, 308]).toContain(page.status);
  expect(page.headers.get("location")).toContain("/login");
  await ctx.dispose();
});

test("the audit log has every sign-in, failure and sign-out with the client's address", async () => {
  const ctx = await request.newContext({ storageState: signedOut });
  const wrong = await signInThroughApi(ctx, direct, "nobody@example.com", "not-the-password");
  expect(wrong.status()).toBeGreaterThanOrEqual(400);
  await signIn(ctx, direct, "admin@example.com");
  const res = await ctx.get(`${direct}/api/audit?limit=50`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as {
    items: {
      action: string;
      outcome: string;
      userEmail: string;
      errorCode: string | null;
      details: { address?: string } | null;
    }[];
  };
  const find = (action: string, email: string, outcome: string) =>
    items.find((i) => i.action === action && i.userEmail === email && i.outcome === outcome);
  expect(find("auth.sign_in", "marketer@example.com", "ok")?.details?.address).toBe("127.0.0.1");
  expect(find("auth.sign_out", "marketer@example.com", "ok")?.details?.address).toBe("127.0.0.1");
  const failed = find("auth.sign_in", "nobody@example.com", "error");
  expect(failed?.errorCode).toBe("wrong_credentials");
  expect(failed?.details?.address).toBe("127.0.0.1");
  await ctx.dispose();
});

/** how long a sign-in may wait its turn (QUEUE_WAIT_MS, server/auth/sign-in-gate.ts) */
const QUEUE_WAIT_MS = 3_000;

/** p95 of a list of milliseconds */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

test("a sign-in flood is refused at once and the console keeps answering", async () => {
  const reader = await request.newContext({ storageState: signedOut });
  await signIn(reader, proxied, "admin@example.com");
  const cookie = await sessionCookie(reader);
  const { csrfToken, csrfCookie } = await csrf(proxied);

  // The anchor, same server, same moment: 100 concurrent requests that Next answers
  // at once (401, no session). What 100 connections at once cost here is Next's own
  // time, whatever the route; a refusal must cost no more than that.
  const anchorMs: number[] = [];
  for (let round = 0; round < 2; round++)
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        const started = performance.now();
        const res = await fetch(`${proxied}/api/viber/campaigns?limit=1`);
        await res.arrayBuffer();
        if (round === 1) anchorMs.push(performance.now() - started);
      }),
    );

  // Waves of 100 concurrent sign-ins, one wave a second for 5 s, each from another address,
  // with made-up emails (what made a real sign-in take 30 s: every one of them cost a hash).
  // Not a flood at the HTTP layer's own limit: no application can keep answering under that;
  // a reverse proxy's connection limit is the defence there.
  const until = Date.now() + 5_000;
  const statuses: number[] = [];
  const refusedMs: number[] = [];
  let n = 0;
  const attacker = async () => {
    while (Date.now() < until) {
      const i = n++;
      const started = performance.now();
      const res = await fetch(`${proxied}/api/auth/callback/credentials`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: csrfCookie,
          Origin: proxied,
          "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: new URLSearchParams({
          csrfToken,
          email: `flood-${i}@example.com`,
          password: "guess",
          json: "true",
        }),
        redirect: "manual",
      });
      statuses.push(res.status);
      if (res.status === 429) {
        refusedMs.push(performance.now() - started);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        const body = (await res.json()) as { url: string };
        expect(new URL(body.url).searchParams.get("error")).toMatch(
          /^Too many sign-ins, try again in \d+ s\.$/,
        );
      } else await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 1_000 - (performance.now() - started)));
    }
  };
  // meanwhile a signed-in user reads, one request after another
  const readMs: number[] = [];
  const readStatuses: number[] = [];
  const read = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const res = await fetch(`${proxied}/api/users`, { headers: { cookie } });
      await res.arrayBuffer();
      readStatuses.push(res.status);
      readMs.push(performance.now() - started);
    }
  };
  await Promise.all([...Array.from({ length: 100 }, attacker), read()]);

  const refused = statuses.filter((s) => s === 429).length;
  console.log(
    `[flood] ${statuses.length} sign-ins, ${refused} refused (p95 ${Math.round(p95(refusedMs))} ms; ` +
      `100 concurrent bare 401s: p95 ${Math.round(p95(anchorMs))} ms); ` +
      `${readMs.length} reads, p95 ${Math.round(p95(readMs))} ms`,
  );
  expect(statuses.length).toBeGreaterThan(100);
  expect(refused / statuses.length, "most of the flood is refused").toBeGreaterThan(0.5);
  // "at once": no hash, no database; what time they take is the queue of 100 connections,
  // which the anchor measures (with room for the admitted sign-ins' share of the process).
  // Those that waited their turn in the short queue are refused when their wait is over.
  const median = [...refusedMs].sort((a, b) => a - b)[Math.floor(refusedMs.length / 2)]!;
  expect(median, "most refusals come at once").toBeLessThan(2 * p95(anchorMs) + 500);
  expect(p95(refusedMs), "none waits past the queue's limit").toBeLessThan(
    QUEUE_WAIT_MS + 2 * p95(anchorMs) + 500,
  );
  expect(
    readStatuses.filter((s) => s !== 200),
    "reads that failed",
  ).toEqual([]);
  expect(readMs.length).toBeGreaterThan(3);
  expect(p95(readMs), "a signed-in user's reads stay under 1 s").toBeLessThan(1_000);

  // the flood is over: a real sign-in works at once
  const after = await request.newContext({ storageState: signedOut });
  const started = performance.now();
  await signIn(after, proxied, "marketer@example.com");
  expect(performance.now() - started).toBeLessThan(2_000);

  // the refusals are in the audit log, counted, with their addresses
  const audit = (await (
    await reader.get(`${proxied}/api/audit?action=auth.sign_in&limit=100`)
  ).json()) as { items: { errorCode: string | null; details: { address?: string } | null }[] };
  const busy = audit.items.filter((i) => i.errorCode === "busy");
  expect(busy.length).toBeGreaterThan(0);
  expect(busy[0]!.details?.address).toMatch(/^10\./);
  await Promise.all([reader.dispose(), after.dispose()]);
});

/**
 * A sign-in as a client that honours the front door: a 429 "Too many sign-ins" (every
 * address together over the admission rate, which these tests' quick sign-ins pass on a
 * quiet machine) is sent again after its Retry-After. What is left is the per-address
 * throttle these tests are about.
 */
async function signInPast(...args: Parameters<typeof signInThroughApi>) {
  for (let attempt = 0; ; attempt++) {
    const res = await signInThroughApi(...args);
    if (res.status() !== 429 || attempt === 10) return res;
    if (!(await errorOf(res))?.startsWith("Too many sign-ins")) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers()["retry-after"] ?? 1) * 1_000));
  }
}

test("behind a trusted proxy the throttle counts the forwarded address", async () => {
  const ctx = await request.newContext({ storageState: signedOut });
  for (let i = 0; i < 20; i++) {
    const res = await signInPast(ctx, proxied, `spray-${i}@example.com`, "wrong", {
      "X-Forwarded-For": "203.0.113.9",
    });
    expect(res.status()).toBeGreaterThanOrEqual(400);
  }
  const blocked = await signInPast(ctx, proxied, "admin@example.com", "console-demo", {
    "X-Forwarded-For": "203.0.113.9",
  });
  expect(await errorOf(blocked)).toMatch(/Too many failed attempts/);
  const other = await signInPast(ctx, proxied, "admin@example.com", "console-demo", {
    "X-Forwarded-For": "203.0.113.10",
  });
  expect(other.status()).toBeLessThan(400);
  await ctx.dispose();
});

// last on `direct`: it leaves 127.0.0.1 throttled there
test("without a trusted proxy X-Forwarded-For does not escape the throttle", async () => {
  const ctx = await request.newContext({ storageState: signedOut });
  for (let i = 0; i < 20; i++) {
    const res = await signInPast(ctx, direct, `spray-${i}@example.com`, "wrong", {
      "X-Forwarded-For": `198.51.100.${i}`,
      "X-Real-IP": `198.51.100.${i}`,
    });
    expect(res.status()).toBeGreaterThanOrEqual(400);
  }
  // a fresh forwarded address changes nothing: the socket's address is throttled
  const blocked = await signInPast(ctx, direct, "support@example.com", "console-demo", {
    "X-Forwarded-For": "198.51.100.200",
  });
  expect(await errorOf(blocked)).toMatch(/Too many failed attempts/);
  await ctx.dispose();
});

test("in production the console refuses to start without its public URL or with TRUST_PROXY=true", async () => {
  const noUrl = await servers.console(
    { MESSAGING_API_PORT: String(apiPort), NEXTAUTH_URL: "" },
    "console without NEXTAUTH_URL",
  );
  expect(await noUrl.proc.exited).toBe(1);
  expect(noUrl.proc.output()).toContain("NEXTAUTH_URL: is required in production");

  const trustAll = await servers.console(
    { MESSAGING_API_PORT: String(apiPort), TRUST_PROXY: "true" },
    "console with TRUST_PROXY=true",
  );
  expect(await trustAll.proc.exited).toBe(1);
  expect(trustAll.proc.output()).toContain("TRUST_PROXY");
});

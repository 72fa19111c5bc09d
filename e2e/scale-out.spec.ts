import { request } from "@playwright/test";

import { busiestSecond } from "../test/busiest-second";
import { signedOut } from "./auth-state";
import { expect, test } from "./fixtures";
import { OwnServers, sessionCookie, signIn, signOutThroughApi } from "./own-servers";

/**
 * Scale-out: two console processes on one PostgreSQL and one Messaging API share
 * users, sessions, idempotency records, the audit log and the upstream budget.
 * Needs PostgreSQL: runs when TEST_DATABASE_URL is set, and says so when skipped.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
test.describe.configure({ mode: "serial" });
test.skip(!databaseUrl, "scale-out: skipped because TEST_DATABASE_URL is not set");
test.setTimeout(180_000);

const servers = new OwnServers("scale-out");
let apiUrl = "";
const consoles: string[] = [];

test.beforeAll(async () => {
  // an embedded API with its demo data and fresh consoles (each creates its database):
  // ~40 s on a quiet machine, more beside the other shard, past the 60 s default
  test.setTimeout(240_000);
  const api = await servers.messagingApi();
  apiUrl = api.url;
  // One shared secret, one database, two processes started at once.
  const shared = {
    DATABASE_URL: databaseUrl!,
    AUTH_SECRET: "scale-out-test-secret-0123456789abcdef0123456789",
    MESSAGING_API_PORT: String(api.port),
  };
  const started = [
    await servers.console(shared, "console 1"),
    await servers.console(shared, "console 2"),
  ];
  await Promise.all(started.map((c) => c.ready()));
  consoles.push(...started.map((c) => c.url));
});

test.afterAll(() => servers.stop());

type Call = { method: string; path: string; status: number; at: number };

async function upstreamCalls(): Promise<Call[]> {
  return (await (await fetch(`${apiUrl}/__control/calls`)).json()) as Call[];
}

test("a session made on one instance is honoured by the other", async () => {
  const [a, b] = consoles as [string, string];
  // Cookies are per host, not per port: one jar reaches both instances.
  const ctx = await request.newContext({ storageState: signedOut });
  await signIn(ctx, a, "marketer@example.com");
  const onB = await ctx.get(`${b}/api/viber/campaigns?limit=5`);
  expect(onB.status()).toBe(200);
  const session = (await (await ctx.get(`${b}/api/auth/session`)).json()) as {
    user?: { email?: string };
  };
  expect(session.user?.email).toBe("marketer@example.com");
  await ctx.dispose();
});

test("signing out on one instance ends the session on the other at once", async () => {
  const [a, b] = consoles as [string, string];
  const ctx = await request.newContext({ storageState: signedOut });
  await signIn(ctx, a, "marketer@example.com");
  const cookie = await sessionCookie(ctx);
  // b has checked (and cached) the session before the sign-out
  expect((await fetch(`${b}/api/viber/campaigns?limit=1`, { headers: { cookie } })).status).toBe(
    200,
  );
  await signOutThroughApi(ctx, a);
  // NOTIFY reaches b well within its 2 s cache; poll briefly for the message to land
  await expect
    .poll(
      async () => (await fetch(`${b}/api/viber/campaigns?limit=1`, { headers: { cookie } })).status,
      {
        timeout: 1500,
        intervals: [100],
      },
    )
    .toBe(401);
  await ctx.dispose();
});

test("the same idempotency key sent to both instances makes one upstream write", async () => {
  const [a, b] = consoles as [string, string];
  const ctx = await request.newContext({ storageState: signedOut });
  await signIn(ctx, a, "support@example.com");
  const key = `scale-out-${Date.now()}`;
  const email = `scale-out-${Date.now()}@example.com`;
  const body = { emails: [{ email, comment: "scale-out test" }] };
  const before = (await upstreamCalls()).filter(
    (c) => c.method === "POST" && c.path === "/smtp/unsubscribe",
  ).length;
  const send = (base: string) =>
    ctx.post(`${base}/api/email/unsubscribes`, {
      data: body,
      headers: { Origin: base, "Idempotency-Key": key },
    });
  const first = await send(a);
  expect(first.status()).toBe(200);
  const second = await send(b);
  expect(second.status()).toBe(200);
  expect(await second.json()).toEqual(await first.json());
  const after = (await upstreamCalls()).filter(
    (c) => c.method === "POST" && c.path === "/smtp/unsubscribe",
  ).length;
  expect(after - before).toBe(1);
  // …and both instances read one audit log
  await signIn(ctx, b, "admin@example.com");
  const audit = (await (
    await ctx.get(`${b}/api/audit?action=unsubscribe.add&limit=50`)
  ).json()) as {
    items: { target?: string | null; outcome?: string }[];
  };
  expect(JSON.stringify(audit.items)).toContain(email);
  await ctx.dispose();
});

test("load on both instances keeps the upstream within 10 requests a second", async () => {
  const [a, b] = consoles as [string, string];
  const ctx = await request.newContext({ storageState: signedOut });
  await signIn(ctx, a, "admin@example.com");
  await fetch(`${apiUrl}/__control/calls`, { method: "DELETE" });
  const started = Date.now();
  let sent = 0;
  const statuses: number[] = [];
  // 12 concurrent clients for 6 s, split over both instances, each reading a page
  // no one read before (so neither the cache nor coalescing hides the load).
  await Promise.all(
    Array.from({ length: 12 }, async (_, worker) => {
      const base = worker % 2 ? b : a;
      while (Date.now() - started < 6_000) {
        const offset = 1000 + sent++ * 7;
        const res = await ctx.get(`${base}/api/email/messages?limit=5&offset=${offset}`, {
          timeout: 60_000,
        });
        statuses.push(res.status());
      }
    }),
  );
  const calls = (await upstreamCalls()).filter((c) => !c.path.startsWith("/oauth"));
  const busiest = busiestSecond(calls.map((c) => c.at));
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(calls.filter((c) => c.status === 429)).toEqual([]);
  expect(calls.length).toBeGreaterThan(20);
  expect(busiest).toBeLessThanOrEqual(10);
  await ctx.dispose();
});

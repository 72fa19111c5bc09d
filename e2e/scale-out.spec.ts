import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { request, type APIRequestContext } from "@playwright/test";

import { busiestSecond } from "../test/busiest-second";
import { expect, test } from "./fixtures";

/**
 * Scale-out: two console processes on one PostgreSQL and one Messaging API share
 * users, sessions, idempotency records, the audit log and the upstream budget.
 * Needs PostgreSQL: runs when TEST_DATABASE_URL is set, and says so when skipped.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const root = process.cwd();
const tsxLoader = path.join(root, "node_modules", "tsx", "dist", "loader.mjs");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

test.describe.configure({ mode: "serial" });
test.skip(!databaseUrl, "scale-out: skipped because TEST_DATABASE_URL is not set");
test.setTimeout(180_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

const children: ChildProcess[] = [];
let apiUrl = "";
const consoles: string[] = [];

function start(args: string[], env: Record<string, string>, name: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  child.on("exit", (code) => {
    if (code && code !== 0 && code !== 143)
      console.error(`[scale-out] ${name} exited ${code}:\n${output.join("").slice(-2000)}`);
  });
  children.push(child);
  return child;
}

test.beforeAll(async () => {
  const apiPort = await freePort();
  apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = start(
    ["--conditions=react-server", "--import", tsxLoader, "server/messaging-api/main.ts"],
    {
      MESSAGING_API_PORT: String(apiPort),
      MESSAGING_API_CONTROL: "1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "scale-out-api-")),
    },
    "Messaging API",
  );
  await waitFor(`${apiUrl}/oauth/access_token`, api, "the Messaging API");
  // One shared secret, one database, two processes started at once.
  const shared = {
    DATABASE_URL: databaseUrl!,
    AUTH_SECRET: "scale-out-test-secret-0123456789abcdef0123456789",
    MESSAGING_API_PORT: String(apiPort),
  };
  const ports = [await freePort(), await freePort()];
  const started = ports.map((port, i) =>
    start(
      [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        ...shared,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `scale-out-${i}-`)),
      },
      `console ${i + 1}`,
    ),
  );
  await Promise.all(
    ports.map((port, i) =>
      waitFor(`http://127.0.0.1:${port}/api/health`, started[i]!, `console ${i + 1}`),
    ),
  );
  consoles.push(...ports.map((p) => `http://127.0.0.1:${p}`));
});

test.afterAll(() => {
  for (const c of children) c.kill("SIGTERM");
});

/** Signs in through next-auth's credentials endpoint on one instance. */
async function signIn(ctx: APIRequestContext, base: string, email: string) {
  const { csrfToken } = (await (await ctx.get(`${base}/api/auth/csrf`)).json()) as {
    csrfToken: string;
  };
  const res = await ctx.post(`${base}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password: "console-demo", json: "true" },
    headers: { Origin: base },
  });
  expect(res.status()).toBeLessThan(400);
}

type Call = { method: string; path: string; status: number; at: number };

async function upstreamCalls(): Promise<Call[]> {
  return (await (await fetch(`${apiUrl}/__control/calls`)).json()) as Call[];
}

test("a session made on one instance is honoured by the other", async () => {
  const [a, b] = consoles as [string, string];
  // Cookies are per host, not per port: one jar reaches both instances.
  const ctx = await request.newContext();
  await signIn(ctx, a, "marketer@example.com");
  const onB = await ctx.get(`${b}/api/viber/campaigns?limit=5`);
  expect(onB.status()).toBe(200);
  const session = (await (await ctx.get(`${b}/api/auth/session`)).json()) as {
    user?: { email?: string };
  };
  expect(session.user?.email).toBe("marketer@example.com");
  await ctx.dispose();
});

test("the same idempotency key sent to both instances makes one upstream write", async () => {
  const [a, b] = consoles as [string, string];
  const ctx = await request.newContext();
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
  const ctx = await request.newContext();
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

import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { request } from "@playwright/test";

import { signedOut } from "./auth-state";
import { expect, test } from "./fixtures";
import { freePort, OwnServers, sessionCookie, signInThroughApi, waitFor } from "./own-servers";

/**
 * The deployable build: `node .next/standalone/server.js`, as the Docker image runs
 * it (Dockerfile), configured as compose.yaml configures it — an external Messaging
 * API (here the embedded one on a port of its own, reached through
 * MESSAGING_API_URL and its client credentials), the first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD, NODE_ENV=production and its own NEXTAUTH_URL. The
 * console database is PGlite in a fresh DATA_DIR, so start-up runs every migration
 * from the standalone folder. Needs `next build`; scripts/standalone.mjs (the
 * Dockerfile's step too) copies the static files and fails if the output is
 * missing or incomplete.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

const servers = new OwnServers("standalone");
const admin = { email: "ops@example.com", password: randomBytes(12).toString("base64url") };
let base = "";

const healthToken = randomBytes(24).toString("hex");

test.beforeAll(async () => {
  // an embedded API with its demo data and fresh consoles (each creates its database):
  // ~40 s on a quiet machine, more beside the other shard, past the 60 s default
  test.setTimeout(240_000);
  execFileSync(process.execPath, ["scripts/standalone.mjs"], { stdio: "pipe" });
  const api = await servers.messagingApi();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const server = servers.start(
    [path.join(".next", "standalone", "server.js")],
    {
      NODE_ENV: "production",
      // as the Docker image sets it: the heap limit and the admission preload
      NODE_OPTIONS: `--max-old-space-size=512 --import=${path.resolve(".next/standalone/admission-preload.mjs")}`,
      HOSTNAME: "127.0.0.1",
      PORT: String(port),
      NEXTAUTH_URL: base,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      MESSAGING_API_URL: api.url,
      MESSAGING_API_CLIENT_ID: "console-demo",
      MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
      MESSAGING_API_KEY: "",
      HEALTH_TOKEN: healthToken,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "standalone-console-")),
      // PGlite, whatever the shell running the suite has
      DATABASE_URL: "",
    },
    "standalone console",
  );
  await waitFor(`${base}/api/health`, server, "the standalone console");
});

test.afterAll(() => servers.stop());

test("health: the process, its database (PGlite, migrated) and the upstream are ok", async () => {
  // the details are for monitoring (HEALTH_TOKEN) and admins; anyone else learns only "ok"
  const anonymous = await fetch(`${base}/api/health`);
  expect(await anonymous.json()).toEqual({ status: "ok" });
  const res = await fetch(`${base}/api/health`, {
    headers: { Authorization: `Bearer ${healthToken}` },
  });
  const report = await res.json();
  expect(res.status, JSON.stringify(report)).toBe(200);
  expect(report).toMatchObject({
    status: "ok",
    process: { ok: true },
    database: { ok: true, kind: "pglite" },
    upstream: { ok: true, mode: "external" },
  });
});

test("the first admin signs in through next-auth and reads the console's API", async () => {
  const ctx = await request.newContext({ storageState: signedOut });
  const res = await signInThroughApi(ctx, base, admin.email, admin.password);
  expect(res.status(), await res.text()).toBeLessThan(400);
  const cookie = await sessionCookie(ctx);

  // the console database …
  const users = await fetch(`${base}/api/users`, { headers: { cookie } });
  expect(users.status).toBe(200);
  const { items } = (await users.json()) as { items: { email: string; role: string }[] };
  expect(items).toContainEqual(expect.objectContaining({ email: admin.email, role: "admin" }));
  // … and the upstream through the console
  const campaigns = await fetch(`${base}/api/viber/campaigns?limit=1`, { headers: { cookie } });
  expect(campaigns.status).toBe(200);
  // signed out, the same read is refused
  expect((await fetch(`${base}/api/viber/campaigns?limit=1`)).status).toBe(401);
  await ctx.dispose();
});

test("the sign-in page and its scripts are served, and signing in through it works", async ({
  browser,
}) => {
  const html = await fetch(`${base}/login`);
  expect(html.status).toBe(200);
  const body = await html.text();
  const chunk = body.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(chunk, "a script of the sign-in page").toBeTruthy();
  const js = await fetch(`${base}${chunk}`);
  expect(js.status, chunk).toBe(200);
  expect(js.headers.get("content-type")).toContain("javascript");

  const context = await browser.newContext({ storageState: signedOut, baseURL: base });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await context.close();
});

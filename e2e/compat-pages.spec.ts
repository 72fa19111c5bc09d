import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startFixtureUpstream, type FixtureUpstream } from "../test/compat/fixture-upstream";
import { isErrorSample, REPLY_ENDPOINTS, replySamples } from "../test/compat/replies";
import { expect, test } from "./fixtures";
import { freePort } from "./own-servers";

/**
 * The console (the production build, `next start`) run against a stand-in upstream
 * that answers every endpoint with the real service's reply samples
 * (test/compat/replies): every page opens, shows no error state and logs no error.
 */
const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const ADMIN = { email: "compat-admin@example.com", password: "compat-admin-password" };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);
// a browser of its own: the suite's saved sessions belong to the other console
test.use({ storageState: { cookies: [], origins: [] } });

let upstream: FixtureUpstream;
const children: ChildProcess[] = [];

/** A console of its own on the stand-in (fresh: no reply it read before is kept). */
async function startConsole(): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      MESSAGING_API_URL: upstream.url,
      MESSAGING_API_CLIENT_ID: "compat-client",
      MESSAGING_API_CLIENT_SECRET: "compat-secret",
      MESSAGING_API_MAX_RPS: "1000",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET: "compat-pages-test-secret-0123456789abcdef0123",
      NEXTAUTH_URL: base,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "compat-pages-")),
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output: string[] = [];
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`console exited:\n${output.join("").slice(-2000)}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return base;
    if (Date.now() > deadline) throw new Error("the console on fixtures did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
}

test.beforeAll(async () => {
  upstream = await startFixtureUpstream();
});

test.afterAll(async () => {
  for (const c of children) c.kill("SIGTERM");
  await upstream?.close();
});

const firstId = (endpoint: string) => {
  const body = replySamples(endpoint).find((s) => s.status < 300)?.body;
  const item = Array.isArray(body) ? (body[0] as { id?: unknown } | undefined) : undefined;
  const id = item?.id;
  return typeof id === "number" || typeof id === "string" ? String(id) : "1";
};

const PAGES = [
  ["/", "Overview"],
  ["/viber/campaigns", "Campaigns"],
  [`/viber/campaigns/${firstId("GET /viber/task")}`, null],
  ["/viber/campaigns/new", "New campaign"],
  ["/viber/senders", "Viber senders"],
  ["/viber/blacklist", "Blacklist"],
  ["/email/send", "Send email"],
  ["/email/log", "Email log"],
  [`/email/log/${firstId("GET /smtp/emails")}`, null],
  ["/email/bounces", "Bounces"],
  ["/email/unsubscribes", "Unsubscribes"],
  ["/email/senders", "Sender addresses"],
  ["/email/domains", "Sender domains"],
  ["/admin/users", "Users"],
  ["/admin/audit", "Audit log"],
] as const;

/** Each endpoint's last sample that is not a refusal: the corpus's loosest variants. */
function useLoosest(): void {
  for (const endpoint of REPLY_ENDPOINTS) {
    const loosest = replySamples(endpoint)
      .filter((s) => !isErrorSample(s))
      .at(-1);
    if (loosest) upstream.use(endpoint, loosest);
  }
}

for (const [variant, pick] of [
  ["each endpoint's first sample", () => upstream.reset()],
  ["each endpoint's loosest sample", useLoosest],
] as const) {
  test(`every page opens on the real service's replies (${variant}), with no error`, async ({
    page,
    consoleErrors,
  }) => {
    pick();
    const base = await startConsole();
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();

    for (const [href, heading] of PAGES) {
      await test.step(href, async () => {
        await page.goto(`${base}${href}`);
        const h1 = page.getByRole("heading", { level: 1 });
        if (heading) await expect(h1).toHaveText(heading);
        else await expect(h1).toBeVisible();
        await page.waitForLoadState("networkidle");
        // loaded: nothing still waiting for data, and no error in its place
        await expect(page.locator('[data-slot="skeleton"]'), href).toHaveCount(0);
        await expect(page.locator('[data-slot="error-state"]'), href).toHaveCount(0);
        await expect(page.getByText("cannot read", { exact: false }), href).toHaveCount(0);
      });
    }
    expect(consoleErrors).toEqual([]);
  });
}

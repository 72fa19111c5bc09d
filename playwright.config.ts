import { execSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { authState } from "./e2e/auth-state";
import { chromiumLaunchOptions } from "./e2e/chromium";

/**
 * Each worker process re-evaluates this file, so the ports and the data folder
 * are chosen once, in the main process, and handed on through the environment.
 */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execSync(`"${process.execPath}" -e "${script}"`, { encoding: "utf8" }).trim());
}

process.env.E2E_PORT ??= String(freePort());
process.env.E2E_MESSAGING_API_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "console-e2e-"));

const port = Number(process.env.E2E_PORT);
const apiPort = Number(process.env.E2E_MESSAGING_API_PORT);
// An already running console (E2E_BASE_URL) skips the web server, e.g. while developing.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
process.env.E2E_MESSAGING_API_URL ??= `http://127.0.0.1:${apiPort}`;

const ci = !!process.env.CI;

/**
 * Specs that measure latency under load they make themselves (a sign-in flood). On two
 * cores, beside the other shard, they measured that shard's load, so scripts/e2e.sh runs
 * them after the shards, alone (E2E_ALONE); a plain `playwright test` runs everything.
 */
const aloneSpecs = ["**/sign-in-attacks.spec.ts", "**/sign-in-hardening.spec.ts"];

export default defineConfig({
  testDir: "./e2e",
  testMatch: process.env.E2E_ALONE ? aloneSpecs : undefined,
  testIgnore: process.env.E2E_SKIP_ALONE ? aloneSpecs : undefined,
  // each shard of scripts/e2e.sh keeps its own results (a run clears its folder first)
  outputDir: process.env.E2E_OUTPUT_DIR ?? "./test-results",
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: ci ? 1 : undefined,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records every action's DOM snapshot and screenshots: on all the time it was
    // a third of the browser's CPU on two cores. Off on the first try, on for its retry.
    trace: ci ? "on-first-retry" : "retain-on-failure",
    // Spinners and skeletons stop (the console honours prefers-reduced-motion), so an idle
    // page stops drawing frames while a test waits; the rest of the page is the same.
    reducedMotion: "reduce",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Signs in once per role through the real sign-in page (e2e/.auth/<role>.json).
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], storageState: authState("admin") },
      dependencies: ["setup"],
    },
  ],
  webServer: external
    ? undefined
    : {
        command: "node scripts/start.mjs",
        // scripts/start.mjs prints this once the Messaging API and the console answer.
        wait: { stdout: /Messaging Console is running at/ },
        reuseExistingServer: false,
        // The first start builds if needed and seeds the demo data.
        timeout: 240_000,
        stdout: "pipe",
        stderr: "pipe",
        env: {
          PORT: String(port),
          HOSTNAME: "127.0.0.1",
          MESSAGING_API_PORT: String(apiPort),
          DATA_DIR: process.env.E2E_DATA_DIR,
          MESSAGING_API_CONTROL: "1",
          // the console's test-only hooks (server/watch/test-hook.ts), on the embedded API only
          CONSOLE_TEST_HOOKS: "1",
          // the published demo pair, which tests use to act as another tool (e2e/fixtures.ts)
          MESSAGING_API_ACCEPT_DEMO_CREDENTIALS: "1",
          // webhooks to the tests' loopback receivers (e2e/webhooks.spec.ts)
          WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
          // shards share one session secret, so the saved sign-ins work on each
          ...(process.env.AUTH_SECRET ? { AUTH_SECRET: process.env.AUTH_SECRET } : {}),
        },
      },
});

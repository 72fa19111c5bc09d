#!/usr/bin/env node
// `npm start`: build if needed, start the embedded Messaging API (unless
// MESSAGING_API_URL points at a real upstream), start the console, print the URL.
// `npm run dev` does the same with `next dev`.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { consoleNodeArgs } from "../tools/heap.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOSTNAME ?? "127.0.0.1";
const apiPort = Number(process.env.MESSAGING_API_PORT ?? 4010);
const embedded = !process.env.MESSAGING_API_URL;
// The console in production needs its public origin; on this machine it is the URL printed below.
const publicUrl =
  process.env.NEXTAUTH_URL || `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
process.env.NEXTAUTH_URL = publicUrl;
// /api/health tells its details (what is not ok) only to an admin or this token, so this
// script can say why at start-up; one nobody else knows when none is configured.
process.env.HEALTH_TOKEN ||= randomBytes(24).toString("base64url");
const children = [];

function log(line) {
  console.log(`[start] ${line}`);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = ["app", "components", "lib", "server", "public"]
    .map((d) => path.join(root, d))
    .filter(existsSync);
  const configs = [
    "next.config.js",
    "package-lock.json",
    "tailwind.config.ts",
    "proxy.ts",
    "instrumentation.ts",
  ]
    .map((f) => path.join(root, f))
    .filter(existsSync)
    .map((f) => statSync(f).mtimeMs);
  return Math.max(...sources.map(newestMtime), ...configs) > built;
}

async function waitFor(url, what, timeoutMs = 240_000, headers = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
      // any answer means the process is serving (health may say "degraded": shown, not fatal)
      if (res.status < 500 || res.status === 503) return res;
    } catch {
      /* not up yet */
    }
    if (children.some((c) => c.exitCode !== null))
      throw new Error(`${what} exited during start-up`);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

function run(cmd, args, name, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (!shuttingDown) {
      console.error(`[start] ${name} stopped (${signal ?? `exit code ${code}`}); shutting down`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const tsxLoader = path.join(root, "node_modules", "tsx", "dist", "loader.mjs");

const checked = spawnSync(
  process.execPath,
  ["--conditions=react-server", "--import", tsxLoader, "scripts/check-env.ts"],
  {
    cwd: root,
    stdio: "inherit",
  },
);
if (checked.status !== 0) process.exit(checked.status ?? 1);

if (!dev && needsBuild()) {
  log("building the console (first start or sources changed)…");
  const built = spawnSync(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A UDP port free now on loopback (for the embedded API's DNS server). */
function freeUdpPort() {
  return new Promise((resolve, reject) => {
    const s = createSocket("udp4");
    s.once("error", reject);
    s.bind(0, "127.0.0.1", () => {
      const { port: free } = s.address();
      s.close(() => resolve(free));
    });
  });
}

try {
  if (embedded) {
    // The embedded API answers DNS for its demo domains (sender-domain diagnostics);
    // the console asks it unless DNS_SERVERS names other resolvers.
    const dnsPort = Number(process.env.MESSAGING_API_DNS_PORT || (await freeUdpPort()));
    process.env.DNS_SERVERS ||= `127.0.0.1:${dnsPort}`;
    log(
      `starting the embedded Messaging API on 127.0.0.1:${apiPort} (first start creates demo data)…`,
    );
    // It generates its client secret at first start into DATA_DIR (mode 0600); the
    // console, started after it with the same DATA_DIR, reads it from there (server/env.ts).
    run(
      process.execPath,
      ["--conditions=react-server", "--import", tsxLoader, "packages/messaging-api/src/main.ts"],
      "messaging API",
      {
        MESSAGING_API_PORT: String(apiPort),
        MESSAGING_API_DNS_PORT: String(dnsPort),
      },
    );
    await waitFor(`http://127.0.0.1:${apiPort}/oauth/access_token`, "the embedded Messaging API");
  } else {
    log(`using the Messaging API at ${new URL(process.env.MESSAGING_API_URL).origin}`);
  }
  run(
    process.execPath,
    [...consoleNodeArgs(), nextBin, dev ? "dev" : "start", "-p", String(port), "-H", host],
    "console",
  );
  const health = await waitFor(`http://127.0.0.1:${port}/api/health`, "the console", undefined, {
    Authorization: `Bearer ${process.env.HEALTH_TOKEN}`,
  });
  const report = await health.json().catch(() => null);
  if (report?.status && report.status !== "ok") {
    console.warn(
      `[start] health: ${report.status} — database ${report.database?.ok ? "ok" : "NOT ok"}, upstream ${report.upstream?.ok ? "ok" : `NOT ok (${report.upstream?.error ?? "?"})`}`,
    );
  }
  console.log(`\n  Messaging Console is running at ${publicUrl}\n`);
  if (embedded) {
    console.log("  Demo sign-ins (password: console-demo):");
    console.log("    admin@example.com     (admin)");
    console.log("    marketer@example.com  (marketer)");
    console.log("    support@example.com   (support)\n");
  }
} catch (err) {
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  shutdown(1);
}

/**
 * The soak's servers: the embedded Messaging API (demo data, control endpoint on) and
 * the built console (`next start`) with the event-loop preload, each in a temporary
 * data directory; a server that exits before stopServers() fails the run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { consoleStartArgs, freePort } from "../../tools/console-process";
import { log, root, UPSTREAM_RPS } from "./config";

/** the console's administrator, created at its first start */
export const ADMIN = { email: "soak-admin@example.com", password: "soak-admin-password" };

const children: ChildProcess[] = [];
let stopping = false;

function start(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  name: string,
  failures: string[],
) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[soak] ${name} exited (${code ?? signal}) during the run:\n${tail}`);
      failures.push(`${name} exited during the run`);
    }
  });
  return child;
}

async function waitFor(url: string, what: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500 || res.status === 503) return;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export type Servers = {
  /** the Messaging API's base URL */
  apiUrl: string;
  /** the console's base URL */
  url: string;
  /** the `next start` process, whose tree's RSS is measured */
  pid: number;
  /** where the console's preload writes its event-loop figures (JSON lines) */
  eventLoopFile: string;
};

/** Starts the Messaging API, then the console, and waits until each answers. */
export async function startServers(failures: string[]): Promise<Servers> {
  if (!existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("the console is not built (run `npx next build` first)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "console-soak-"));
  const apiPort = await freePort();
  const port = await freePort();
  const eventLoopFile = path.join(dataDir, "event-loop.jsonl");

  log(`embedded Messaging API (demo data) on ${apiPort}`);
  start(
    path.join(root, "node_modules/.bin/tsx"),
    ["--conditions=react-server", "packages/messaging-api/src/main.ts"],
    {
      MESSAGING_API_PORT: String(apiPort),
      MESSAGING_API_DATA_DIR: path.join(dataDir, "messaging-api"),
      MESSAGING_API_MAX_RPS: UPSTREAM_RPS,
      MESSAGING_API_CONTROL: "1",
      // the console below signs in with the published demo pair
      MESSAGING_API_ACCEPT_DEMO_CREDENTIALS: "1",
    },
    "the Messaging API",
    failures,
  );
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/__control/calls`, "the Messaging API");

  log(`console (next start) on ${port}`);
  const consoleChild = start(
    process.execPath,
    consoleStartArgs(port),
    {
      NODE_ENV: "production",
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(path.join(root, "scripts/soak-event-loop.mjs")).href}`.trim(),
      SOAK_EVENT_LOOP_FILE: eventLoopFile,
      MESSAGING_API_URL: apiUrl,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      MESSAGING_API_CLIENT_ID: "console-demo",
      MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
      MESSAGING_API_MAX_RPS: UPSTREAM_RPS,
      DATA_DIR: path.join(dataDir, "console"),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    "the console",
    failures,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, "the console");
  return { apiUrl, url, pid: consoleChild.pid!, eventLoopFile };
}

/** Writes the Messaging API made (its call log: answered 200, token requests aside). */
export async function countUpstreamWrites(apiUrl: string): Promise<number> {
  const upstreamCalls = (await (await fetch(`${apiUrl}/__control/calls`)).json()) as {
    method: string;
    path: string;
    status: number;
  }[];
  return upstreamCalls.filter(
    (c) => c.method !== "GET" && c.path !== "/oauth/access_token" && c.status === 200,
  ).length;
}

/** Stops every server started; their exits from now on are expected. */
export function stopServers() {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
}

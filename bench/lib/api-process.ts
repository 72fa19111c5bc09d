import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

import type { CallRecord } from "@messaging-console/messaging-api/control";

import { freePort } from "../../tools/console-process";
import { trackChild } from "./leftovers";

const root = path.resolve(import.meta.dirname, "..", "..");

/** Runs a TypeScript entry point in its own process until it prints "listening on <url>". */
export async function spawnListening(file: string, env: Record<string, string>) {
  const child = trackChild(
    spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", file],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } },
    ),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start`)), 180_000);
    child.once("exit", (code) => reject(new Error(`${file} exited (${code})`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const m = /listening on (http:\/\/\S+)/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
  }).catch((err: unknown) => {
    child.kill("SIGTERM");
    throw err;
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

/**
 * The embedded Messaging API in its own process (`npm run messaging-api`,
 * in memory, demo data, /__control on), so a load generator in the bench
 * process does not share its event loop with the server it measures.
 */
export async function startApiProcess(maxRps: number) {
  const { url, stop } = await spawnListening(
    path.join(root, "packages/messaging-api/src/main.ts"),
    {
      MESSAGING_API_PORT: String(await freePort()),
      MESSAGING_API_IN_MEMORY: "1",
      MESSAGING_API_CONTROL: "1",
      // the bench's consoles and token sign in with the published demo pair
      MESSAGING_API_ACCEPT_DEMO_CREDENTIALS: "1",
      MESSAGING_API_MAX_RPS: String(maxRps),
    },
  );
  const control = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${url}/__control/${p}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} /__control/${p}: ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  return {
    url,
    setFaults: (faults: Record<string, unknown>) => control("POST", "faults", faults),
    /** every request the API has answered so far (path, status, time) */
    calls: () => control("GET", "calls") as Promise<CallRecord[]>,
    stop,
  };
}

/** The minimal node:http fetch-proxy (./fetch-proxy.ts) in its own process. */
export function startFetchProxyProcess(upstream: string, token: string) {
  return spawnListening(path.join(root, "bench/lib/fetch-proxy-main.ts"), {
    PROXY_UPSTREAM: upstream,
    PROXY_TOKEN: token,
  });
}

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { consoleStartArgs, freePort, signIn } from "../../tools/console-process";
import { trackChild } from "./leftovers";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * A built Next.js app under `next start` on 127.0.0.1:`port` (`args` from
 * nextStartArgs) in its own process, production mode, tracked so that no run
 * leaves it behind. Waits until `ready(url)` (60 s at most; stopped if never).
 */
export async function startNext(
  what: string,
  {
    cwd,
    port,
    args,
    env,
  }: { cwd: string; port: number; args: string[]; env: Record<string, string> },
  ready: (url: string) => Promise<boolean>,
) {
  const child: ChildProcess = trackChild(
    spawn(process.execPath, args, {
      cwd,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production", ...env },
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if (await ready(url)) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGTERM");
      throw new Error(`${what} did not start`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

/**
 * Starts the built console (`next start`) against a given upstream, signs in as
 * the demo admin and returns its URL and session cookie. Needs `npm run build` first.
 */
export async function startConsole(
  upstreamUrl: string,
  env: Record<string, string> = {},
  /** e.g. --cpu-prof, which NODE_OPTIONS does not take */
  nodeArgs: string[] = [],
  /** the checkout to start (another one, built, to compare with) */
  dir = root,
  /** without the admission preload (scripts/admission.mjs), to compare with */
  { admission = true }: { admission?: boolean } = {},
) {
  if (!existsSync(path.join(dir, ".next", "BUILD_ID")))
    throw new Error("the console is not built (run `npm run build`)");
  const port = await freePort();
  const next = await startNext(
    "the console",
    {
      cwd: dir,
      port,
      args: consoleStartArgs(port, nodeArgs, dir, admission),
      env: {
        MESSAGING_API_URL: upstreamUrl,
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        MESSAGING_API_CLIENT_ID: "console-demo",
        MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-console-")),
        ADMIN_EMAIL: "bench-admin@example.com",
        ADMIN_PASSWORD: "bench-admin-password",
        ...env,
      },
    },
    async (url) => (await fetch(`${url}/api/health`)).status < 600,
  );
  const cookie = await signIn(next.url, "bench-admin@example.com", "bench-admin-password");
  return { ...next, cookie };
}

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, type APIRequestContext } from "@playwright/test";

import { consoleNodeArgs } from "../tools/heap.mjs";

/**
 * For specs that need processes of their own (scale-out, attacks that would
 * disturb the shared server such as a sign-in flood): the embedded Messaging API
 * and `next start` consoles on free loopback ports, each with its own data.
 * Needs the production build (`npm test` builds before the e2e suite).
 */
const root = process.cwd();
const tsxLoader = path.join(root, "node_modules", "tsx", "dist", "loader.mjs");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface OwnProcess {
  child: ChildProcess;
  /** what it printed so far */
  output(): string;
  /** resolves with the exit code once it has exited */
  exited: Promise<number | null>;
}

export class OwnServers {
  private readonly children: ChildProcess[] = [];

  constructor(private readonly label: string) {}

  start(args: string[], env: Record<string, string>, name: string): OwnProcess {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    child.stdout?.on("data", (d) => output.push(String(d)));
    child.stderr?.on("data", (d) => output.push(String(d)));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    void exited.then((code) => {
      if (code && code !== 0 && code !== 143)
        console.error(`[${this.label}] ${name} exited ${code}:\n${output.join("").slice(-2000)}`);
    });
    this.children.push(child);
    return { child, output: () => output.join(""), exited };
  }

  /**
   * The embedded Messaging API with demo data; its base URL and DATA_DIR. A test-suite
   * instance: it accepts the published demo pair too, unless `asNpmStart` (then only the
   * secret it generates in DATA_DIR, as `npm start` runs it).
   */
  async messagingApi({ asNpmStart = false } = {}) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), `${this.label}-api-`));
    const api = this.start(
      ["--conditions=react-server", "--import", tsxLoader, "packages/messaging-api/src/main.ts"],
      {
        MESSAGING_API_PORT: String(port),
        MESSAGING_API_CONTROL: asNpmStart ? "" : "1",
        MESSAGING_API_ACCEPT_DEMO_CREDENTIALS: asNpmStart ? "" : "1",
        DATA_DIR: dataDir,
      },
      "Messaging API",
    );
    await waitFor(`${url}/oauth/access_token`, api, "the Messaging API");
    return { url, port, dataDir };
  }

  /**
   * `next start` on a free port, with the console's node flags (tools/heap.mjs), not
   * yet waited for; NEXTAUTH_URL is its own URL. It signs in to the Messaging API with
   * the demo pair (a `messagingApi()` of this suite accepts it) unless `env` says otherwise.
   */
  async console(env: Record<string, string>, name = "console") {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const proc = this.start(
      [...consoleNodeArgs(), nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
      {
        NODE_ENV: "production",
        PORT: String(port),
        NEXTAUTH_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), `${this.label}-console-`)),
        MESSAGING_API_CLIENT_ID: "console-demo",
        MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
        ...env,
      },
      name,
    );
    return { url, port, proc, ready: () => waitFor(`${url}/api/health`, proc, name) };
  }

  stop(): void {
    for (const c of this.children) c.kill("SIGTERM");
  }
}

export async function waitFor(url: string, proc: OwnProcess, name: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${name} exited with ${proc.child.exitCode}:\n${proc.output().slice(-2000)}`);
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

/** Signs in through next-auth's credentials endpoint; returns the response. */
export async function signInThroughApi(
  ctx: APIRequestContext,
  base: string,
  email: string,
  password = "console-demo",
  headers: Record<string, string> = {},
) {
  const { csrfToken } = (await (await ctx.get(`${base}/api/auth/csrf`)).json()) as {
    csrfToken: string;
  };
  return ctx.post(`${base}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password, json: "true" },
    headers: { Origin: base, ...headers },
    maxRedirects: 0,
  });
}

/** Signs in and expects it to work. */
export async function signIn(ctx: APIRequestContext, base: string, email: string) {
  const res = await signInThroughApi(ctx, base, email);
  expect(res.status(), await res.text()).toBeLessThan(400);
}

/** Signs out through next-auth's endpoint, as the user menu does. */
export async function signOutThroughApi(ctx: APIRequestContext, base: string) {
  const { csrfToken } = (await (await ctx.get(`${base}/api/auth/csrf`)).json()) as {
    csrfToken: string;
  };
  const res = await ctx.post(`${base}/api/auth/signout`, {
    form: { csrfToken, json: "true" },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBeLessThan(400);
}

/** The session cookie in a context's jar, as a Cookie header. */
export async function sessionCookie(ctx: APIRequestContext): Promise<string> {
  const { cookies } = await ctx.storageState();
  const c = cookies.find((k) => k.name.endsWith("next-auth.session-token"));
  if (!c) throw new Error("no session cookie");
  return `${c.name}=${c.value}`;
}

/** next-auth's CSRF token and the cookie it goes with, for sign-ins sent by hand (floods). */
export async function csrf(base: string) {
  const res = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const csrfCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { csrfToken, csrfCookie };
}

/** The error next-auth's answer to a sign-in names (its `url`'s `error`), or null. */
export async function errorOf(res: Awaited<ReturnType<APIRequestContext["post"]>>) {
  const body = (await res.json().catch(() => ({}))) as { url?: string };
  return body.url ? new URL(body.url).searchParams.get("error") : null;
}

/**
 * Where the console's memory goes: starts the embedded Messaging API and the built
 * console (as bench/lib/console.ts does, plus ./memory-probe-preload.mjs), reads the
 * serving process's memory idle and after proxy-hop's load (10 connections, a
 * different page each request), and optionally a bare Next.js app's (`--bare=<dir>`,
 * built, with one route handler at /api/viber/campaigns proxying the same list).
 *
 *   npx tsx --conditions=react-server bench/lib/memory-probe.ts [--bare=/tmp/bare-next]
 *     [--flags="--max-semi-space-size=4" [--flags=...]] [--snapshot] [--seconds=6] [--rounds=1]
 *
 * Not a bench row (bench/sections/proxy-hop.ts reports RSS): a tool to find and
 * check what holds memory. Prints JSON lines.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort, nextStartArgs, signIn } from "../../tools/console-process";
import { consoleNodeArgs } from "../../tools/heap.mjs";
import { startApiProcess } from "./api-process";
import { trackChild } from "./leftovers";
import { varied } from "./load";
import { demoToken } from "./token";

const root = path.resolve(import.meta.dirname, "..", "..");
const preload = path.join(import.meta.dirname, "memory-probe-preload.mjs");
const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const MB = (n: number | null | undefined) => (n == null ? null : Math.round(n / 1048576));

interface Probe {
  pid: number;
  memoryUsage: NodeJS.MemoryUsage;
  status: Record<string, number>;
  heapSpaces: Record<string, number>;
  heapSpacesCommitted: Record<string, number>;
  heapLimit: number;
  pgliteWasmBytes: number | null;
  argv: string[];
}

async function startNext(
  cwd: string,
  env: Record<string, string>,
  flags: string,
  /** the console starts as it ships (its heap limit, unless `flags` sets one, and its admission preload); the bare app with Node's defaults */
  asConsole: boolean,
): Promise<{ url: string; child: ChildProcess; probeDir: string }> {
  const port = await freePort();
  const probeDir = mkdtempSync(path.join(tmpdir(), "memprobe-"));
  const child = trackChild(
    spawn(process.execPath, nextStartArgs(port, asConsole ? consoleNodeArgs(flags) : []), {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        MEMORY_PROBE_DIR: probeDir,
        NODE_OPTIONS: `--import ${preload} --expose-gc ${flags}`.trim(),
        ...env,
      },
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${cwd} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, child, probeDir };
}

/** Every process that loaded the preload; the serving one is the largest. */
async function probe(probeDir: string, what = ""): Promise<Probe[]> {
  const out: Probe[] = [];
  for (const f of readdirSync(probeDir).filter((f) => f.endsWith(".port"))) {
    const port = readFileSync(path.join(probeDir, f), "utf8");
    try {
      out.push((await (await fetch(`http://127.0.0.1:${port}/${what}`)).json()) as Probe);
    } catch {
      /* gone */
    }
  }
  return out.sort((a, b) => (b.status.VmRSS ?? 0) - (a.status.VmRSS ?? 0));
}

/** The process's resident memory by mapping (MB, largest first): heap, WASM, code, files. */
function smaps(pid: number): [string, number][] {
  const by = new Map<string, number>();
  let name = "";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) name = head[1] || "[anon]";
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) by.set(name, (by.get(name) ?? 0) + Number(rss[1]) * 1024);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, v]) => [k.replace(/.*node_modules\//, ""), MB(v)!]);
}

const summary = (p: Probe) => ({
  pid: p.pid,
  rssMB: MB(p.status.VmRSS),
  anonMB: MB(p.status.RssAnon),
  fileMB: MB(p.status.RssFile),
  hwmMB: MB(p.status.VmHWM),
  heapTotalMB: MB(p.memoryUsage.heapTotal),
  heapUsedMB: MB(p.memoryUsage.heapUsed),
  externalMB: MB(p.memoryUsage.external),
  arrayBuffersMB: MB(p.memoryUsage.arrayBuffers),
  pgliteWasmMB: MB(p.pgliteWasmBytes),
  newSpaceCommittedMB: MB(p.heapSpacesCommitted.new_space),
  oldSpaceUsedMB: MB(p.heapSpaces.old_space),
  codeSpaceMB: MB(p.heapSpaces.code_space),
  heapLimitMB: MB(p.heapLimit),
});

async function measure(
  name: string,
  server: { url: string; probeDir: string },
  headers: Record<string, string>,
  seconds: number,
  rounds: number,
  snapshot: boolean,
) {
  await new Promise((r) => setTimeout(r, 2000));
  const idle = (await probe(server.probeDir))[0]!;
  console.log(JSON.stringify({ name, at: "idle", ...summary(idle) }));
  if (process.argv.includes("--smaps"))
    console.log(JSON.stringify({ name, smaps: smaps(idle.pid) }));
  // warm-up as proxy-hop does (JIT, pools), then the measured run
  await varied(server.url, (i) => `/api/viber/campaigns?limit=${1 + (i % 50)}`, headers, 10);
  const afterWarm = (await probe(server.probeDir))[0]!;
  console.log(JSON.stringify({ name, at: "after warm-up 10 s", ...summary(afterWarm) }));
  for (let round = 1; round <= rounds; round++) {
    const page = (i: number) => `limit=${1 + (i % 50)}&offset=${Math.floor(i / 50)}`;
    const figures = await varied(
      server.url,
      (i) => `/api/viber/campaigns?${page(i)}`,
      headers,
      seconds,
    );
    const after = (await probe(server.probeDir))[0]!;
    console.log(
      JSON.stringify({
        name,
        at: `after load ${seconds} s (round ${round})`,
        ...figures,
        ...summary(after),
      }),
    );
    if (process.argv.includes("--smaps"))
      console.log(JSON.stringify({ name, smaps: smaps(after.pid) }));
  }
  await probe(server.probeDir, "gc");
  const gced = (await probe(server.probeDir))[0]!;
  console.log(JSON.stringify({ name, at: "after load + full GC", ...summary(gced) }));
  if (snapshot) {
    const [s] = await probe(server.probeDir, "snapshot");
    console.log(JSON.stringify({ name, snapshot: (s as unknown as { file: string }).file }));
  }
}

const seconds = Number(arg("seconds") ?? 6);
const rounds = Number(arg("rounds") ?? 1);
// --flags may be given more than once: one console each, one after another, in this run
const flagSets = process.argv.filter((a) => a.startsWith("--flags=")).map((a) => a.slice(8));
if (!flagSets.length) flagSets.push("");
const bareFlags = arg("bare-flags") ?? "";
const bare = arg("bare");
const snapshot = process.argv.includes("--snapshot");
// one data directory for every console of the run: the second one starts on an existing database
const sharedDataDir = process.argv.includes("--reuse-data")
  ? mkdtempSync(path.join(tmpdir(), "bench-console-"))
  : undefined;
const skipConsole = process.argv.includes("--no-console");

const api = await startApiProcess(1_000_000);
const children: ChildProcess[] = [];
try {
  const token = await demoToken(api.url);
  void token;
  for (const flags of skipConsole ? [] : flagSets) {
    const c = await startNext(
      root,
      {
        MESSAGING_API_URL: api.url,
        MESSAGING_API_CLIENT_ID: "console-demo",
        MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
        MESSAGING_API_MAX_RPS: "100000",
        DATA_DIR: sharedDataDir ?? mkdtempSync(path.join(tmpdir(), "bench-console-")),
        ADMIN_EMAIL: "bench-admin@example.com",
        ADMIN_PASSWORD: "bench-admin-password",
      },
      flags,
      true,
    );
    children.push(c.child);
    const cookie = await signIn(c.url, "bench-admin@example.com", "bench-admin-password");
    const procs = await probe(c.probeDir);
    console.log(
      JSON.stringify({
        name: "console",
        processes: procs.map((p) => [p.pid, p.argv, MB(p.status.VmRSS)]),
      }),
    );
    await measure(`console ${flags}`.trim(), c, { Cookie: cookie }, seconds, rounds, snapshot);
    c.child.kill("SIGTERM");
  }
  if (bare) {
    const b = await startNext(bare, { MESSAGING_API_URL: api.url }, bareFlags, false);
    children.push(b.child);
    await measure(`bare next ${bareFlags}`.trim(), b, {}, seconds, rounds, false);
    b.child.kill("SIGTERM");
  }
} finally {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  api.stop();
}

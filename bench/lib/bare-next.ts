import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { freePort, nextStartArgs } from "../../tools/console-process";
import { startNext } from "./console";

const root = path.resolve(import.meta.dirname, "..", "..");
const source = path.join(root, "bench", "bare-next");
/** gitignored, and ignored by the root's eslint, tsc and `next build` */
const built = path.join(root, "bench", ".tmp", "bare-next");
const STAMP = "webpack";

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === ".next" || e.name === "node_modules") continue;
    const full = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return t;
}

/**
 * Builds bench/bare-next (the bare Next.js route-handler proxy) into bench/.tmp
 * with the console's own `next`, unless a build newer than its source is there.
 */
export function buildBareNext(): string {
  const buildId = path.join(built, ".next", "BUILD_ID");
  const nextVersion = (
    JSON.parse(readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const stamp = path.join(built, ".next", "bench-next-version");
  if (
    existsSync(buildId) &&
    statSync(buildId).mtimeMs > newest(source) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === `${nextVersion} ${STAMP}`
  )
    return built;
  rmSync(built, { recursive: true, force: true });
  cpSync(source, built, { recursive: true });
  const r = spawnSync(
    process.execPath,
    // webpack: Turbopack, rooted at the repository (its lockfile), bundles the
    // console's own proxy.ts and instrumentation.ts into an app built inside it
    [path.join(root, "node_modules/next/dist/bin/next"), "build", "--webpack"],
    {
      cwd: built,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      encoding: "utf8",
      timeout: 240_000,
    },
  );
  if (r.status !== 0 || !existsSync(buildId))
    throw new Error(`the bare Next app did not build: ${(r.stderr || r.stdout).slice(-800)}`);
  writeFileSync(stamp, `${nextVersion} ${STAMP}`);
  return built;
}

/**
 * The bare Next.js app under `next start` in its own process, forwarding
 * GET /api/list?… to `${upstream}/viber/task?…` with the bearer token.
 */
export async function startBareNext(upstream: string, token: string, nodeArgs: string[] = []) {
  const dir = buildBareNext();
  const port = await freePort();
  return startNext(
    "the bare Next app",
    {
      cwd: dir,
      port,
      args: nextStartArgs(port, nodeArgs),
      env: { NEXT_TELEMETRY_DISABLED: "1", BARE_UPSTREAM: upstream, BARE_TOKEN: token },
    },
    async (url) => (await fetch(`${url}/api/list?limit=1`)).ok,
  );
}

/**
 * Resident memory of a process and its descendants (VmRSS from /proc), in MB,
 * and how many processes that sums. Linux only; null elsewhere.
 */
export function rssMb(pid: number): { mb: number; processes: number } | null {
  const status = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/status`, "utf8");
    } catch {
      return null;
    }
  };
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((t) =>
        readFileSync(`/proc/${p}/task/${t}/children`, "utf8")
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      return [];
    }
  };
  let kb = 0;
  let processes = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    const s = status(p);
    const m = s && /^VmRSS:\s+(\d+) kB/m.exec(s);
    if (!m) continue;
    kb += Number(m[1]);
    processes++;
    stack.push(...children(p));
  }
  return processes ? { mb: kb / 1024, processes } : null;
}

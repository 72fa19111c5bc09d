/**
 * Where a cold visit to the 100,000-recipient campaign spends its time (issue 14):
 * `tsx --conditions=react-server bench/profile-cold-recipients.ts [options]` after
 * `npx next build`.
 *
 * Starts the embedded API with the demo data and, per run, a fresh console
 * (`next start` with bench/lib/cold-trace-preload.mjs, and --cpu-prof with
 * --profile), warms it on the campaign list as the big-data section does, then
 * opens the campaign in Chromium. Per run it prints one line of key times (ms from
 * navigation start): the upstream call for the recipients (sent, first byte, last
 * byte), the console's answers (the page, the browser's own request for the rows),
 * the browser's DOM interactive and the first rows painted; with --verbose the
 * whole timeline, with --profile the console's CPU by phase (from the CPU profile,
 * mapped to source files through the build's source maps). Medians at the end.
 *
 * Options:
 *   --runs=N          fresh consoles to visit with (default 3)
 *   --prebuilt        the recipients reply served from bytes read before the visit
 *                     (a small proxy in front of the API): the upstream's own time
 *                     to build it is out, and what is left is the console's share
 *   --console=<dir>   the console to start: another checkout, built (to compare)
 *   --api=<dir>       the embedded API of another checkout (to compare stand-ins)
 *   --profile, --verbose, --keep (the CPU profile and trace files)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import type * as MessagingApp from "@messaging-console/messaging-api/app";

import { median } from "../tools/stats";
import { freshContext, launchChromium } from "./lib/browser";
import { startConsole } from "./lib/console";
import { biggestCampaign } from "./lib/demo-console";
import { demoToken } from "./lib/token";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const prebuilt = args.includes("--prebuilt");
const profile = args.includes("--profile");
const verbose = args.includes("--verbose");
const runs = Number(option("runs") ?? 3);
const consoleRoot = path.resolve(option("console") ?? root);
const apiRoot = path.resolve(option("api") ?? root);
const RECIPIENT_ROWS = 'table[aria-label="Recipients"] tbody tr[data-index]';

interface TraceLine {
  t: number;
  us: number;
  cpu: number;
  ev: string;
  what: string;
}

/** A proxy to `target` that answers GET `path` with `body` (built once, before the visit). */
async function prebuiltUpstream(target: string, pathname: string, body: Buffer) {
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && req.url?.split("?")[0] === pathname) {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
      res.end(body);
      return;
    }
    const up = http.request(
      new URL(req.url ?? "/", target),
      { method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** source file of a profile frame, through the build's source maps ("" when none) */
function sourceResolver() {
  const maps = new Map<string, SourceMap | null>();
  return (url: string, line: number, column: number): string => {
    if (!url.startsWith("file://")) return "";
    const file = url.slice("file://".length);
    let map = maps.get(file);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
      } catch {
        map = null;
      }
      maps.set(file, map);
    }
    if (!map) return file.includes("node_modules") ? file.replace(/.*node_modules\//, "nm:") : "";
    const entry = map.findEntry(line, column) as { originalSource?: string };
    return (entry.originalSource ?? "").replace(/^.*?\[project\]\//, "").replace(/^file:\/\//, "");
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const PHASES: [string, (src: string, fn: string) => boolean][] = [
  ["GC", (_s, fn) => fn === "(garbage collector)"],
  ["JSON.parse of the reply", (s, fn) => s.includes("server/upstream/http.ts") && fn !== ""],
  ["reading rows (viber-recipients.ts)", (s) => s.includes("server/upstream/viber-recipients")],
  ["zod (lenient readers)", (s) => s.includes("zod") || s.includes("server/upstream/coerce")],
  ["undici (reading the body)", (s) => s.includes("undici")],
  [
    "sort/sum/page (recipients-view.ts, view-order.ts)",
    (s) => s.includes("server/viber/recipients-view") || s.includes("server/viber/view-order"),
  ],
  ["timeline", (s) => s.includes("server/viber/delivery-timeline")],
  ["snapshot sizing (approximate-bytes)", (s) => s.includes("approximate-bytes")],
  ["route JSON out", (s) => s.includes("server/http/")],
  ["React render", (s) => s.includes("react-dom") || s.includes("react-server")],
  ["Next", (s) => s.includes("next/dist") || s.includes("nm:next")],
];

function analyse(file: string, from: number, to: number) {
  const prof = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: ProfileNode[];
    startTime: number;
    samples: number[];
    timeDeltas: number[];
  };
  const resolve = sourceResolver();
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of prof.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const phaseOf = new Map<number, string>();
  const phase = (id: number): string => {
    const hit = phaseOf.get(id);
    if (hit) return hit;
    let out = "other";
    const n = byId.get(id)!;
    const fn = n.callFrame.functionName;
    if (fn === "(idle)" || fn === "(program)" || fn === "(garbage collector)")
      out = fn === "(garbage collector)" ? "GC" : fn;
    else {
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        const src = resolve(f.url, f.lineNumber, f.columnNumber);
        const p = PHASES.find(([, m]) => m(src, f.functionName || "?"));
        if (p) {
          out = p[0];
          break;
        }
      }
    }
    phaseOf.set(id, out);
    return out;
  };
  const stats = new Map<string, { ms: number; first: number; last: number }>();
  let t = prof.startTime;
  for (let i = 0; i < prof.samples.length; i++) {
    t += prof.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const p = phase(prof.samples[i]!);
    const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000;
    const s = stats.get(p) ?? { ms: 0, first: t, last: t };
    s.ms += dt;
    s.last = t;
    stats.set(p, s);
  }
  return stats;
}

async function main() {
  // the stand-in of another checkout: its own packages/messaging-api, as the bench starts it
  const { createMessagingApi } = (await import(
    path.join(apiRoot, "packages/messaging-api/src/app.ts")
  )) as typeof MessagingApp;
  const startDemoApi = () => createMessagingApi({ seed: true, maxRps: 10, tickMs: 0 });
  console.log(
    `console ${consoleRoot}, embedded API ${apiRoot}${prebuilt ? " behind a prebuilt reply" : ""}`,
  );
  const api = await startDemoApi();
  const big = await biggestCampaign(api);
  const recipientsPath = `/viber/task/${big.id}/recipients`;
  let upstreamUrl = api.url;
  let proxy: Awaited<ReturnType<typeof prebuiltUpstream>> | null = null;
  if (prebuilt) {
    const token = await demoToken(api.url);
    const res = await fetch(`${api.url}${recipientsPath}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = Buffer.from(await res.arrayBuffer());
    console.log(`prebuilt reply: ${(body.length / 1e6).toFixed(1)} MB`);
    proxy = await prebuiltUpstream(api.url, recipientsPath, body);
    upstreamUrl = proxy.url;
  }
  const columns = [
    "sent",
    "first byte",
    "last byte",
    "read",
    "page",
    "interactive",
    "api",
    "rows",
    "console CPU to read",
  ];
  const table: Record<string, number | null>[] = [];
  const browser = await launchChromium();
  try {
    for (let run = 0; run < runs; run++) {
      const dir = mkdtempSync(path.join(tmpdir(), "cold-prof-"));
      const traceFile = path.join(dir, "trace.jsonl");
      const c = await startConsole(
        upstreamUrl,
        { MESSAGING_API_MAX_RPS: "10", COLD_TRACE_FILE: traceFile },
        [
          ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=250"] : []),
          `--import=${path.join(root, "bench/lib/cold-trace-preload.mjs")}`,
        ],
        consoleRoot,
      );
      try {
        // as the big-data section: the route's code loaded on a page nobody measures
        const warmUp = await freshContext(browser, c.url, c.cookie);
        await (
          await warmUp.newPage()
        ).goto(`${c.url}/viber/campaigns`, { waitUntil: "networkidle" });
        await warmUp.close();

        const context = await freshContext(browser, c.url, c.cookie);
        const page = await context.newPage();
        await page.goto(`${c.url}/viber/campaigns/${big.id}`, { waitUntil: "commit" });
        const handle = await page.waitForFunction(
          (sel) => (document.querySelector(sel) ? performance.now() : false),
          RECIPIENT_ROWS,
          { polling: "raf", timeout: 30_000 },
        );
        const rowsAt = (await handle.jsonValue()) as number;
        const browserTimes = await page.evaluate(() => {
          const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const res = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((r) => r.name.includes("/api/viber/campaigns/"))
            .map((r) => ({
              name: new URL(r.name).pathname + new URL(r.name).search.slice(0, 40),
              start: r.startTime,
              responseStart: r.responseStart,
              end: r.responseEnd,
            }));
          return {
            origin: performance.timeOrigin,
            docStart: nav.responseStart,
            docEnd: nav.responseEnd,
            domInteractive: nav.domInteractive,
            res,
          };
        });
        await context.close();
        c.stop();
        await new Promise((r) => setTimeout(r, profile ? 3000 : 500));

        const t0 = browserTimes.origin;
        const rel = (t: number) => `${(t - t0).toFixed(0).padStart(5)} ms`;
        const trace = readFileSync(traceFile, "utf8")
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l) as TraceLine)
          .filter((l) => l.t >= t0 - 5);
        const at = (ev: string, what: string) => {
          const hit = trace.find((l) => l.ev === ev && l.what.startsWith(what));
          return hit ? Math.round(hit.t - t0) : null;
        };
        const apiRows = browserTimes.res.find((r) => r.name.includes("/recipients"));
        // the console's CPU time from the page's request until the recipients were read
        const cpuAt = (ev: string, what: string) =>
          trace.find((l) => l.ev === ev && l.what.startsWith(what))?.cpu;
        const cpuFrom = cpuAt("console request", `GET /viber/campaigns/${big.id}`);
        const cpuTo = cpuAt("recipients read", `campaign ${big.id}:`);
        const row = {
          sent: at("upstream sent", `GET ${recipientsPath}`),
          "first byte": at("upstream headers", `GET ${recipientsPath}`),
          "last byte": at("upstream last byte", `GET ${recipientsPath}`),
          read: at("recipients read", `campaign ${big.id}:`),
          page: Math.round(browserTimes.docStart),
          interactive: Math.round(browserTimes.domInteractive),
          api: apiRows ? Math.round(apiRows.responseStart) : null,
          rows: Math.round(rowsAt),
          "console CPU to read":
            cpuFrom !== undefined && cpuTo !== undefined ? Math.round(cpuTo - cpuFrom) : null,
        };
        table.push(row);
        console.log(
          `run ${run + 1}: ${columns.map((k) => `${k} ${row[k as keyof typeof row] ?? "–"}`).join(", ")} ms`,
        );
        if (verbose) {
          const events: [number, string][] = [];
          for (const l of trace) {
            if (/^GET \/_next|\/oauth|_rsc=|\/icon|address-?books/.test(l.what)) continue;
            events.push([l.t, `console: ${l.ev} ${l.what.slice(0, 90)}`]);
          }
          events.push([t0 + browserTimes.docStart, "browser: document first byte"]);
          events.push([t0 + browserTimes.docEnd, "browser: document last byte"]);
          events.push([t0 + browserTimes.domInteractive, "browser: DOM interactive"]);
          for (const r of browserTimes.res) {
            events.push([t0 + r.start, `browser: fetch ${r.name}`]);
            events.push([t0 + r.responseStart, `browser: first byte ${r.name}`]);
            events.push([t0 + r.end, `browser: last byte ${r.name}`]);
          }
          events.push([t0 + rowsAt, "browser: FIRST ROWS PAINTED"]);
          for (const [t, what] of events.sort((a, b) => a[0] - b[0]))
            console.log(`${rel(t)}  ${what}`);
        }
        const prof = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
        if (prof) {
          // CPU profile: the monotonic clock in µs; mapped with the trace's (t, us) pairs
          const offsetUs = trace[0]!.us - trace[0]!.t * 1000;
          const stats = analyse(
            path.join(dir, prof),
            t0 * 1000 + offsetUs,
            (t0 + rowsAt) * 1000 + offsetUs,
          );
          console.log("  console CPU from navigation to first rows (ms of samples, first–last):");
          for (const [p, st] of [...stats].sort((a, b) => b[1].ms - a[1].ms))
            console.log(
              `    ${p.padEnd(38)} ${st.ms.toFixed(0).padStart(5)} ms  ${rel((st.first - offsetUs) / 1000)} – ${rel((st.last - offsetUs) / 1000)}`,
            );
        }
        if (!args.includes("--keep")) rmSync(dir, { recursive: true, force: true });
        else console.log(`  kept ${dir}`);
      } finally {
        c.stop();
      }
    }
  } finally {
    await browser.close();
    proxy?.close();
    await api.close();
  }
  const med = (k: string) => {
    const xs = table.map((r) => r[k]).filter((x): x is number => typeof x === "number");
    return xs.length ? median(xs) : "–";
  };
  console.log(`median of ${table.length}: ${columns.map((k) => `${k} ${med(k)}`).join(", ")} ms`);
}

await main();

/**
 * Where a cold visit to the 100,000-recipient campaign spends its time (issue 14):
 * `tsx --conditions=react-server bench/profile-cold-recipients.ts [--prebuilt] [--runs=N]`
 * after `npx next build`.
 *
 * Starts the embedded API with the demo data and, per run, a fresh console
 * (`next start` with --cpu-prof and bench/lib/cold-trace-preload.mjs), warms it on
 * the campaign list as the big-data section does, then opens the campaign in
 * Chromium and prints one timeline: the upstream call (sent, headers, last byte),
 * the console's CPU by phase (from the CPU profile, mapped to source files through
 * the build's source maps), the console's answers and the browser's first rows.
 *
 * --prebuilt: the recipients reply is served from bytes built before the visit (a
 * small proxy in front of the API), so the upstream's own build time is out and
 * what is left is the console's share.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

import { freshContext, launchChromium } from "./lib/browser";
import { biggestCampaign, startConsole, startDemoApi } from "./lib/demo-console";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const prebuilt = args.includes("--prebuilt");
const runs = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 1);
const RECIPIENT_ROWS = 'table[aria-label="Recipients"] tbody tr[data-index]';

interface TraceLine {
  t: number;
  us: number;
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
  ["sort/sum/page (recipients-view.ts)", (s) => s.includes("server/viber/recipients-view")],
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
  const api = await startDemoApi();
  const big = await biggestCampaign(api);
  const recipientsPath = `/viber/task/${big.id}/recipients`;
  let upstreamUrl = api.url;
  let proxy: Awaited<ReturnType<typeof prebuiltUpstream>> | null = null;
  if (prebuilt) {
    const token = await (
      await fetch(`${api.url}/oauth/access_token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          grant_type: "client_credentials",
          client_id: "console-demo",
          client_secret: "console-demo-secret",
        }),
      })
    ).json();
    const res = await fetch(`${api.url}${recipientsPath}`, {
      headers: { Authorization: `Bearer ${(token as { access_token: string }).access_token}` },
    });
    const body = Buffer.from(await res.arrayBuffer());
    console.log(`prebuilt reply: ${(body.length / 1e6).toFixed(1)} MB`);
    proxy = await prebuiltUpstream(api.url, recipientsPath, body);
    upstreamUrl = proxy.url;
  }
  const browser = await launchChromium();
  try {
    for (let run = 0; run < runs; run++) {
      const dir = mkdtempSync(path.join(tmpdir(), "cold-prof-"));
      const traceFile = path.join(dir, "trace.jsonl");
      const c = await startConsole(
        upstreamUrl,
        { MESSAGING_API_MAX_RPS: "10", COLD_TRACE_FILE: traceFile },
        [
          "--cpu-prof",
          `--cpu-prof-dir=${dir}`,
          "--cpu-prof-interval=250",
          `--import=${path.join(root, "bench/lib/cold-trace-preload.mjs")}`,
        ],
      );
      try {
        const warmUp = await freshContext(browser, c.url, c.cookie);
        await (
          await warmUp.newPage()
        ).goto(`${c.url}/viber/campaigns`, { waitUntil: "networkidle" });
        await warmUp.close();
        await new Promise((r) => setTimeout(r, 500));

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
        await new Promise((r) => setTimeout(r, 3000));

        const t0 = browserTimes.origin;
        const rel = (t: number) => `${(t - t0).toFixed(0).padStart(5)} ms`;
        const trace = readFileSync(traceFile, "utf8")
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l) as TraceLine)
          .filter((l) => l.t >= t0 - 5);
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
        // CPU profile: clock µs; map with the trace's (t, us) pairs
        const offsetUs = trace[0]!.us - trace[0]!.t * 1000;
        const prof = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
        console.log(
          `\n=== run ${run + 1}${prebuilt ? " (prebuilt reply)" : ""}: first rows ${Math.round(rowsAt)} ms ===`,
        );
        for (const [t, what] of events.sort((a, b) => a[0] - b[0]))
          console.log(`${rel(t)}  ${what}`);
        if (prof) {
          const from = t0 * 1000 + offsetUs;
          const to = (t0 + rowsAt) * 1000 + offsetUs;
          const stats = analyse(path.join(dir, prof), from, to);
          console.log(
            "console CPU from navigation to first rows (ms of samples, first–last sample):",
          );
          for (const [p, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms))
            console.log(
              `  ${p.padEnd(38)} ${s.ms.toFixed(0).padStart(5)} ms   ${rel((s.first - offsetUs) / 1000)} – ${rel((s.last - offsetUs) / 1000)}`,
            );
        } else console.log("(no CPU profile written)");
        if (!args.includes("--keep")) rmSync(dir, { recursive: true, force: true });
        else console.log(`kept ${dir}`);
      } finally {
        c.stop();
      }
    }
  } finally {
    await browser.close();
    proxy?.close();
    await api.close();
  }
}

await main();

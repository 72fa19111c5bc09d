import { spawn, spawnSync } from "node:child_process";

import type { CallRecord } from "@messaging-console/messaging-api/control";

import { REQUESTS_PER_TURN } from "../../scripts/admission.mjs";
import { busiestSecond } from "../../test/busiest-second";
import { median, percentile } from "../../tools/stats";
import { startApiProcess } from "../lib/api-process";
import { startConsole } from "../lib/console";
import { oneUserFlooding } from "../lib/flood";
import { trackChild } from "../lib/leftovers";
import { cannon } from "../lib/load";
import type { Section, SectionResult } from "../lib/types";

const USERS = 200;
const SECONDS = 20;
/** each of the two runs on a shared core (with and without the admission preload) */
const CONTENDED_SECONDS = 15;
const BUDGET = 10;
/** the security issue's attack: one user's concurrent searches, another user's reads meanwhile */
const FLOODING_SEARCHES = 300;
const OTHER_READS = 20;

/** The lists every signed-in page reads first (lib/api-routes.ts). */
const HOT_LISTS = [
  "/api/viber/campaigns?limit=20&offset=0",
  "/api/viber/senders",
  "/api/email/senders",
  "/api/email/domains",
];

/** The most calls in any calendar second, and in any sliding 1,000 ms window. */
export function busiest(calls: { at: number }[]): { second: number; window: number } {
  const perSecond = new Map<number, number>();
  for (const c of calls) {
    const s = Math.floor(c.at / 1000);
    perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
  }
  return {
    second: Math.max(0, ...perSecond.values()),
    window: busiestSecond(calls.map((c) => c.at)),
  };
}

type ConsoleHandle = Awaited<ReturnType<typeof startConsole>>;

/**
 * USERS connections reading the hot lists for `seconds`; with when each connection got
 * its first answer (autocannon's timeout is a connection left without an answer for
 * 10 s, so this tells a connection never served from a slow request).
 */
async function hotListLoad(c: ConsoleHandle, seconds: number) {
  const startedAt = Date.now();
  let i = 0;
  const firstAnswers: number[] = [];
  const load = await cannon({
    url: c.url,
    connections: USERS,
    duration: seconds,
    timeout: 10,
    headers: { Cookie: c.cookie },
    setupClient: (client) => {
      client.once("response", () => firstAnswers.push((Date.now() - startedAt) / 1000));
    },
    requests: [{ setupRequest: (req) => ({ ...req, path: HOT_LISTS[i++ % HOT_LISTS.length] }) }],
  });
  return { ...load, firstAnswers, startedAt, endedAt: Date.now() };
}

type HotListLoad = Awaited<ReturnType<typeof hotListLoad>>;

const firstAnswerFigure = (firstAnswers: number[]) =>
  firstAnswers.length
    ? `${median(firstAnswers).toFixed(1)} / ${Math.max(...firstAnswers).toFixed(1)} s (${firstAnswers.filter((t) => t > 10).length}; ${USERS - firstAnswers.length} never answered)`
    : "none answered";

/** The first CPU this process may run on (`taskset -pc`), or null without taskset. */
function firstAllowedCpu(): string | null {
  const r = spawnSync("taskset", ["-pc", String(process.pid)], { encoding: "utf8" });
  const list = r.status === 0 ? /:\s*([\d,-]+)\s*$/.exec(r.stdout)?.[1] : undefined;
  return list ? list.split(/[,-]/)[0]! : null;
}

/**
 * The same load on a console whose one core is shared with a busy process (taskset): a
 * machine about half as fast, on purpose, where a saturated console's event-loop turns
 * grow long. Node accepts one new connection per turn (libuv ≥ 1.45), which is what
 * scripts/admission.mjs is for; `admission: false` starts the console without it.
 */
async function contendedLoad(apiUrl: string, admission: boolean, cpu: string) {
  const c = await startConsole(apiUrl, { MESSAGING_API_MAX_RPS: String(BUDGET) }, [], undefined, {
    admission,
  });
  const hog = trackChild(
    spawn("taskset", ["-c", cpu, process.execPath, "-e", "for(;;){}"], { stdio: "ignore" }),
  );
  hog.on("error", () => {}); // taskset was found by firstAllowedCpu
  try {
    // every thread of `next start` (it starts no other process)
    const pinned = spawnSync("taskset", ["-a", "-pc", cpu, String(c.pid)], { stdio: "ignore" });
    if (pinned.status !== 0)
      throw new Error(`taskset could not share CPU ${cpu} between the console and a busy process`);
    await new Promise((r) => setTimeout(r, 1500));
    return await hotListLoad(c, CONTENDED_SECONDS);
  } finally {
    hog.kill("SIGTERM");
    c.stop();
  }
}

/**
 * 200 signed-in people reading the hot lists through one console process with
 * the real budget (10/s on both sides): the console must answer from coalesced
 * and briefly cached upstream calls, and the upstream must never see more than 10/s.
 * Then one user floods the upstream with uncached searches while another reads:
 * the fair queue must keep the other's reads within 1 s (p95).
 */
export const upstreamProtectionSection: Section = {
  name: "upstream-protection",
  // two more consoles started and loaded on half a core (~1 min, more on a slow machine)
  limitMs: 420_000,
  async run(): Promise<SectionResult> {
    // in its own process: autocannon's 200 connections do not share an event loop with it
    const api = await startApiProcess(BUDGET);
    let consoleHandle: Awaited<ReturnType<typeof startConsole>> | null = null;
    try {
      consoleHandle = await startConsole(api.url, { MESSAGING_API_MAX_RPS: String(BUDGET) });
      // sign-in and start-up calls are not part of the load
      await new Promise((r) => setTimeout(r, 1500));
      const {
        result: r,
        latencies,
        errorsAt,
        firstAnswers,
        startedAt,
        endedAt,
      } = await hotListLoad(consoleHandle, SECONDS);
      const calls: CallRecord[] = (await api.calls()).filter(
        (c) => c.at >= startedAt && c.at <= endedAt,
      );
      const peak = busiest(calls);
      const upstream429 = calls.filter((c) => c.status === 429).length;
      const answered = r.requests.total;
      const p95 = Math.round(percentile(latencies, 95));
      const ok = r["2xx"];
      const upstreamRps = calls.length / ((endedAt - startedAt) / 1000);
      const perPath = new Map<string, number>();
      for (const c of calls) perPath.set(c.path, (perPath.get(c.path) ?? 0) + 1);
      const share = answered > 0 ? 1 - calls.length / answered : 0;

      // one user flooding: the fair queue keeps the others' reads moving (server/upstream/fair-scheduler.ts)
      const flood = await oneUserFlooding(consoleHandle, {
        concurrent: FLOODING_SEARCHES,
        reads: OTHER_READS,
      });
      // the same flooder ignoring Retry-After: hundreds of refused requests a second
      // cost the console CPU (session check, routing), which the fair queue does not bound
      const rude = await oneUserFlooding(consoleHandle, {
        concurrent: FLOODING_SEARCHES,
        reads: OTHER_READS,
        resendAfterMs: 1000,
      });
      consoleHandle.stop();
      consoleHandle = null;

      // the same 200 users on a console with half a core, without and with admission
      const cpu = firstAllowedCpu();
      let contended: { without: HotListLoad; shipped: HotListLoad } | string;
      try {
        if (cpu === null) throw new Error("taskset is not available");
        const without = await contendedLoad(api.url, false, cpu);
        const shipped = await contendedLoad(api.url, true, cpu);
        contended = { without, shipped };
      } catch (err) {
        contended = err instanceof Error ? err.message : String(err);
      }
      const contendedColumn = (l: HotListLoad) => ({
        rps: Math.round(l.result.requests.average).toLocaleString("en-US"),
        latency: `${l.result.latency.p50} / ${Math.round(percentile(l.latencies, 95))} / ${l.result.latency.p99} ms`,
        answers: `${l.result["2xx"].toLocaleString("en-US")} / ${l.result.non2xx} / ${l.result.errors} (${l.result.timeouts})`,
        first: firstAnswerFigure(l.firstAnswers),
      });
      const slowestFirst = (l: HotListLoad) =>
        l.firstAnswers.length ? Math.max(...l.firstAnswers) : Infinity;
      const contendedLines = (): string[] => {
        if (typeof contended === "string") return [`Not measured: ${contended}.`];
        const [a, b] = [contendedColumn(contended.shipped), contendedColumn(contended.without)];
        return [
          "| figure | as shipped | without the admission preload |",
          "|---|---|---|",
          `| console requests/s | ${a.rps} | ${b.rps} |`,
          `| console latency p50 / p95 / p99 | ${a.latency} | ${b.latency} |`,
          `| console answers 2xx / non-2xx / errors (of which timeouts, 10 s) | ${a.answers} | ${b.answers} |`,
          `| connections' first answer: median / slowest (after 10 s, of ${USERS}) | ${a.first} | ${b.first} |`,
        ];
      };
      const contendedTarget = (): { figure: string; met: boolean } => {
        if (typeof contended === "string")
          return { figure: `not measured (${contended})`, met: false };
        const { shipped, without } = contended;
        return {
          figure: `slowest first answer ${slowestFirst(shipped).toFixed(1)} s, ${shipped.result.timeouts} timeouts (without the admission preload: ${slowestFirst(without).toFixed(1)} s, ${without.result.timeouts} timeouts, ${USERS - without.firstAnswers.length} never answered); ${(shipped.result.requests.average / Math.max(without.result.requests.average, 1)).toFixed(2)}× its requests/s`,
          met:
            shipped.firstAnswers.length === USERS &&
            slowestFirst(shipped) <= 10 &&
            shipped.result.timeouts === 0,
        };
      };
      const lines = [
        `${USERS} connections sharing one admin session, ${SECONDS} s, cycling through ${HOT_LISTS.map((p) => `\`${p}\``).join(", ")}. Budget ${BUDGET}/s on the console (MESSAGING_API_MAX_RPS) and on the embedded Messaging API (maxRps), which runs in its own process (autocannon runs in the bench process).`,
        "",
        "| figure | value |",
        "|---|---|",
        `| console requests/s | ${Math.round(r.requests.average).toLocaleString("en-US")} |`,
        `| console latency p50 / p95 / p99 | ${r.latency.p50} / ${p95} / ${r.latency.p99} ms |`,
        `| console answers 2xx / non-2xx / errors (of which timeouts, 10 s) | ${ok.toLocaleString("en-US")} / ${r.non2xx} / ${r.errors} (${r.timeouts}) |`,
        `| upstream calls in the run (all paths, incl. token) | ${calls.length} (${upstreamRps.toFixed(1)}/s) |`,
        `| upstream busiest calendar second / sliding 1 s window | ${peak.second} / ${peak.window} |`,
        `| upstream 429s | ${upstream429} |`,
        `| console answers per upstream call | ${(answered / Math.max(calls.length, 1)).toFixed(0)} |`,
        `| share of answers from coalesced or cached upstream calls | ${(share * 100).toFixed(2)} % |`,
        `| connections' first answer: median / slowest (after 10 s, of ${USERS}) | ${firstAnswerFigure(firstAnswers)} |`,
        "",
        ...(errorsAt.length
          ? [
              `Errors and timeouts were seen between ${Math.min(...errorsAt).toFixed(1)} s and ${Math.max(...errorsAt).toFixed(1)} s into the run (a timeout is counted 10 s after its request was sent).`,
              "",
            ]
          : []),
        `Upstream calls by path: ${[...perPath].map(([p, n]) => `\`${p}\` ${n}`).join(", ") || "none"}.`,
        "",
        `One user flooding: a support user keeps ${FLOODING_SEARCHES} uncached searches (\`/api/email/unsubscribes/search\`, a new address each) in flight while the admin makes ${OTHER_READS} sequential uncached searches of their own, 250 ms apart. Same console and budget (10/s). A refused search is sent again once its Retry-After has passed; in the second column, after 1 s whatever the console said.`,
        "",
        "| figure | honouring Retry-After | resending after 1 s |",
        "|---|---|---|",
        `| the other user's uncached read p50 / p95 / max | ${flood.p50} / ${flood.p95} / ${flood.max} ms | ${rude.p50} / ${rude.p95} / ${rude.max} ms |`,
        `| the other user's reads not 2xx | ${flood.readErrors} of ${flood.reads} | ${rude.readErrors} of ${rude.reads} |`,
        `| the flooder's searches answered / refused with 429 (of which without Retry-After) | ${flood.floodOk} / ${flood.flood429} (${flood.flood429WithoutRetryAfter}) | ${rude.floodOk} / ${rude.flood429} (${rude.flood429WithoutRetryAfter}) |`,
        `| 5xx or failed requests, either user | ${flood.fiveXx} | ${rude.fiveXx} |`,
        "",
        `### ${USERS} users on a console sharing its core`,
        "",
        `The same ${USERS} connections for ${CONTENDED_SECONDS} s, each run on a fresh console pinned to one CPU (${cpu ?? "—"}) beside a busy process pinned there too (\`taskset\`): a machine about half as fast, on purpose, where a saturated console's event-loop turns grow long. Without the admission preload first, then as shipped with it (\`scripts/admission.mjs\`: at most ${REQUESTS_PER_TURN} requests started between two polls for new connections, the rest in order in later turns; Node accepts one new connection per poll), in the same run.`,
        "",
        ...contendedLines(),
      ];
      return {
        lines,
        targets: [
          {
            target: "200 users on hot lists: p95 ≤ 500 ms, every answer 2xx",
            figure: `${p95} ms (${r.non2xx + r.errors} non-2xx/errors)`,
            met: p95 <= 500 && r.non2xx + r.errors === 0,
          },
          {
            target: `${USERS} users on a console sharing its core: every connection answered within 10 s, no timeouts`,
            ...contendedTarget(),
          },
          {
            target: "upstream ≤ 10 requests in any second",
            figure: `${peak.window} in the busiest 1 s window`,
            met: peak.window <= BUDGET,
          },
          {
            target: "one user flooding: another user's uncached read p95 ≤ 1 s",
            figure: `${flood.p95} ms (flooder honouring Retry-After: ${flood.flood429} × 429, ${flood.fiveXx} 5xx; resending after 1 s regardless: ${rude.p95} ms)`,
            met:
              flood.p95 <= 1000 &&
              flood.readErrors === 0 &&
              flood.fiveXx === 0 &&
              flood.flood429 > 0 &&
              flood.flood429WithoutRetryAfter === 0,
          },
        ],
      };
    } finally {
      consoleHandle?.stop();
      api.stop();
    }
  },
};

import { startApiProcess, startFetchProxyProcess } from "../lib/api-process";
import { rssMb, startBareNext } from "../lib/bare-next";
import { startConsole } from "../lib/console";
import { header, row, varied, type LoadFigures } from "../lib/load";
import { demoToken } from "../lib/token";
import type { Section } from "../lib/types";

/** alternating console / bare Next.js rounds for the ratio targets */
const ROUNDS = 5;

export const proxyHopSection: Section = {
  name: "proxy-hop",
  // four servers warmed up and measured twice, and the bare Next.js app's first build (~1–2 min)
  limitMs: 420_000,
  async run() {
    // every server in its own process: autocannon runs in this one
    const api = await startApiProcess(1_000_000);
    const token = await demoToken(api.url);
    const proxy = await startFetchProxyProcess(api.url, token).catch((err: unknown) => {
      api.stop();
      throw err;
    });
    const lines: string[] = [
      "The embedded Messaging API (budget raised to 1,000,000/s), the fetch-proxy, the bare Next.js app and the console (MESSAGING_API_MAX_RPS=100000) each run in their own process; autocannon runs in the bench process. The bare Next.js app (bench/bare-next, built with the console's own `next`, webpack, into bench/.tmp) is one route handler that forwards the query to GET /viber/task with the bearer token and returns the reply: what Next.js itself costs for the hop. The 50 ms run sets the API's `latencyMs` fault (POST /__control/faults). Each server is warmed up first (2 s; the console and the bare Next.js app 10 s, as their first seconds run at about half their warm rate).",
      "",
    ];
    const targets: { target: string; figure: string; met: boolean }[] = [];
    let consoleHandle: Awaited<ReturnType<typeof startConsole>> | null = null;
    let bare: Awaited<ReturnType<typeof startBareNext>> | null = null;
    const memory: { name: string; idle: string; loaded: string; loadedMb: number }[] = [];
    const mb = (pid: number) => {
      const r = rssMb(pid);
      return r
        ? {
            text: `${r.mb.toFixed(0)} MB${r.processes > 1 ? ` (${r.processes} processes)` : ""}`,
            mb: r.mb,
          }
        : { text: "not measured", mb: NaN };
    };
    /** a server's memory after load, beside its idle figure */
    const afterLoad = (name: string, pid: number, idle: string) => {
      const after = mb(pid);
      memory.push({ name, idle, loaded: after.text, loadedMb: after.mb });
    };
    try {
      try {
        consoleHandle = await startConsole(api.url, { MESSAGING_API_MAX_RPS: "100000" });
      } catch (err) {
        lines.push(`Console half not measured: ${(err as Error).message}.`, "");
      }
      try {
        bare = await startBareNext(api.url, token);
      } catch (err) {
        lines.push(`Bare Next.js app not measured: ${(err as Error).message}.`, "");
      }
      // warm-up (JIT, connection pools), not reported: the figures are a warm server's;
      // the console's first seconds run at about half its warm rate
      await varied(
        api.url,
        (i) => `/viber/task?limit=${1 + (i % 50)}`,
        {
          Authorization: `Bearer ${token}`,
        },
        2,
      );
      await varied(proxy.url, (i) => `/viber/task?limit=${1 + (i % 50)}`, {}, 2);
      if (bare) await varied(bare.url, (i) => `/api/list?limit=${1 + (i % 50)}`, {}, 10);
      if (consoleHandle)
        await varied(
          consoleHandle.url,
          (i) => `/api/viber/campaigns?limit=${1 + (i % 50)}`,
          {
            Cookie: consoleHandle.cookie,
          },
          10,
        );
      const idle = {
        console: consoleHandle ? mb(consoleHandle.pid) : null,
        bare: bare ? mb(bare.pid) : null,
      };
      for (const latency of [0, 50]) {
        await api.setFaults({ latencyMs: latency });
        const page = (i: number) => `limit=${1 + (i % 50)}&offset=${Math.floor(i / 50)}`;
        const direct = await varied(api.url, (i) => `/viber/task?${page(i)}`, {
          Authorization: `Bearer ${token}`,
        });
        const node = await varied(proxy.url, (i) => `/viber/task?${page(i)}`, {});
        const viaBare = bare ? await varied(bare.url, (i) => `/api/list?${page(i)}`, {}) : null;
        const viaConsole = consoleHandle
          ? await varied(consoleHandle.url, (i) => `/api/viber/campaigns?${page(i)}`, {
              Cookie: consoleHandle.cookie,
            })
          : null;
        lines.push(
          `### Upstream latency ${latency} ms (10 connections, 6 s, a different page each request)`,
          "",
          ...header,
        );
        lines.push(
          row("Messaging API direct (GET /viber/task)", direct),
          row("node:http fetch-proxy", node),
        );
        if (viaBare) lines.push(row("bare Next.js route-handler proxy (GET /api/list)", viaBare));
        if (viaConsole) {
          lines.push(row("console (GET /api/viber/campaigns)", viaConsole));
          if (latency === 0 && consoleHandle) {
            // what Next.js costs before any work of the console's: the same route,
            // no session cookie, so the handler answers 401 without a lookup or an upstream call
            const floor = await varied(
              consoleHandle.url,
              (i) => `/api/viber/campaigns?${page(i)}`,
              {},
            );
            lines.push(
              row("console, no session (401: Next.js routing + proxy.ts + handler only)", {
                ...floor,
                non2xx: 0, // every answer is the expected 401
              }),
            );
          }
          const added = viaConsole.p50 - direct.p50;
          lines.push(
            "",
            `Console adds ${added} ms at p50 over direct (${(viaConsole.p50 / Math.max(direct.p50, 1)).toFixed(2)}×); the bare proxy adds ${node.p50 - direct.p50} ms.`,
          );
          if (latency === 0) {
            targets.push({
              target: "console adds ≤ 5 ms at p50",
              figure: `${added} ms`,
              met: added <= 5,
            });
            targets.push({
              target: "≥ 1,000 requests/s per process",
              figure: `${viaConsole.rps.toLocaleString("en-US")}/s`,
              met: viaConsole.rps >= 1000,
            });
          }
          if (viaBare && latency > 0) {
            const ratio = viaConsole.rps / Math.max(viaBare.rps, 1);
            const behind = viaConsole.p50 - viaBare.p50;
            lines.push(
              `Console ÷ bare Next.js: ${ratio.toFixed(2)}× the requests/s, ${behind >= 0 ? "+" : ""}${behind} ms at p50.`,
            );
          }
          if (viaBare && bare && latency === 0) {
            // The two rows above ran 6 s apart; on a shared machine the load moves
            // between them. The targets compare the two in alternating 3 s rounds
            // instead, and take the median round (the order changes each round).
            const rounds: { ratio: number; behind: number; c: LoadFigures; b: LoadFigures }[] = [];
            for (let round = 0; round < ROUNDS; round++) {
              const runBare = () => varied(bare!.url, (i) => `/api/list?${page(i)}`, {}, 3);
              const runConsole = () =>
                varied(
                  consoleHandle!.url,
                  (i) => `/api/viber/campaigns?${page(i)}`,
                  {
                    Cookie: consoleHandle!.cookie,
                  },
                  3,
                );
              let b: LoadFigures;
              let c: LoadFigures;
              if (round % 2 === 0) {
                b = await runBare();
                c = await runConsole();
              } else {
                c = await runConsole();
                b = await runBare();
              }
              rounds.push({ ratio: c.rps / Math.max(b.rps, 1), behind: c.p50 - b.p50, c, b });
            }
            const byRatio = [...rounds].sort((x, y) => x.ratio - y.ratio);
            const byBehind = [...rounds].sort((x, y) => x.behind - y.behind);
            const mid = byRatio[Math.floor(ROUNDS / 2)]!;
            const midBehind = byBehind[Math.floor(ROUNDS / 2)]!;
            lines.push(
              `Console ÷ bare Next.js in ${ROUNDS} alternating 3 s rounds (console / bare req/s, p50): ${rounds
                .map(
                  (r) =>
                    `${r.ratio.toFixed(2)}× (${r.c.rps} / ${r.b.rps}, ${r.c.p50} / ${r.b.p50} ms)`,
                )
                .join(
                  "; ",
                )}. Median: ${mid.ratio.toFixed(2)}×, ${midBehind.behind >= 0 ? "+" : ""}${midBehind.behind} ms at p50.`,
            );
            targets.push({
              target: "console ÷ bare Next ≥ 0.9× (requests/s)",
              figure: `${mid.ratio.toFixed(2)}× (median of ${ROUNDS} alternating rounds: ${mid.c.rps} / ${mid.b.rps})`,
              met: mid.ratio >= 0.9,
            });
            targets.push({
              target: "console p50 − bare p50 ≤ 2 ms",
              figure: `${midBehind.behind} ms (median round: ${midBehind.c.p50} / ${midBehind.b.p50} ms)`,
              met: midBehind.behind <= 2,
            });
          }
        }
        lines.push("");
        if (latency === 0) {
          if (consoleHandle && idle.console)
            afterLoad("console", consoleHandle.pid, idle.console.text);
          if (bare && idle.bare) afterLoad("bare Next.js app", bare.pid, idle.bare.text);
        }
      }
      if (memory.length) {
        lines.push(
          "Resident memory (VmRSS of the `next start` process, /proc/<pid>/status, summed with any child processes — there were none unless said): idle is after start-up, sign-in and warm-up; after load is after the 0 ms runs above (for each: warm-up, 6 s and the alternating rounds, all varied pages).",
          "",
          "| process | RSS idle | RSS after load |",
          "|---|---|---|",
          ...memory.map((m) => `| ${m.name} | ${m.idle} | ${m.loaded} |`),
          "",
        );
        const c = memory.find((m) => m.name === "console");
        const b = memory.find((m) => m.name !== "console");
        if (c && b && Number.isFinite(c.loadedMb) && Number.isFinite(b.loadedMb)) {
          const ratio = c.loadedMb / b.loadedMb;
          targets.push({
            target: "console RSS ÷ bare Next RSS after load ≤ 1.5×",
            figure: `${ratio.toFixed(2)}× (${c.loaded} / ${b.loaded})`,
            met: ratio <= 1.5,
          });
        }
      }
    } finally {
      bare?.stop();
      consoleHandle?.stop();
      proxy.stop();
      api.stop();
    }
    return { lines, targets };
  },
};

import autocannon from "autocannon";

import { startApiProcess, startFetchProxyProcess } from "../lib/api-process";
import { startConsole } from "../lib/console";
import { header, row, type LoadFigures } from "../lib/load";
import { demoToken } from "../lib/token";
import type { Section } from "../lib/types";

/**
 * Each request asks for another page (7,500 limit × offset pairs, more than one
 * run sends), so the console's 2 s list cache and coalescing flatter no figure.
 */
async function varied(
  base: string,
  pathFor: (i: number) => string,
  headers: Record<string, string>,
  seconds = 6,
): Promise<LoadFigures> {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: pathFor(i++ % 7500) }) }],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors, // autocannon counts timeouts among errors
    total: r.requests.total,
  };
}

export const proxyHopSection: Section = {
  name: "proxy-hop",
  async run() {
    // every server in its own process: autocannon runs in this one
    const api = await startApiProcess(1_000_000);
    const token = await demoToken(api.url);
    const proxy = await startFetchProxyProcess(api.url, token).catch(async (err: unknown) => {
      api.stop();
      throw err;
    });
    const lines: string[] = [
      "The embedded Messaging API (budget raised to 1,000,000/s), the fetch-proxy and the console (MESSAGING_API_MAX_RPS=100000) each run in their own process; autocannon runs in the bench process. The 50 ms run sets the API's `latencyMs` fault (POST /__control/faults). Each server is warmed up first (2 s; the console 10 s, as its first seconds run at about half its warm rate).",
      "",
    ];
    const targets: { target: string; figure: string; met: boolean }[] = [];
    let consoleHandle: Awaited<ReturnType<typeof startConsole>> | null = null;
    try {
      try {
        consoleHandle = await startConsole(api.url, { MESSAGING_API_MAX_RPS: "100000" });
      } catch (err) {
        lines.push(`Console half not measured: ${(err as Error).message}.`, "");
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
      if (consoleHandle)
        await varied(
          consoleHandle.url,
          (i) => `/api/viber/campaigns?limit=${1 + (i % 50)}`,
          {
            Cookie: consoleHandle.cookie,
          },
          10,
        );
      for (const latency of [0, 50]) {
        await api.setFaults({ latencyMs: latency });
        const page = (i: number) => `limit=${1 + (i % 50)}&offset=${Math.floor(i / 50)}`;
        const direct = await varied(api.url, (i) => `/viber/task?${page(i)}`, {
          Authorization: `Bearer ${token}`,
        });
        const node = await varied(proxy.url, (i) => `/viber/task?${page(i)}`, {});
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
        }
        lines.push("");
      }
    } finally {
      consoleHandle?.stop();
      proxy.stop();
      api.stop();
    }
    return { lines, targets };
  },
};

import autocannon from "autocannon";

import { createMessagingApi } from "../../server/messaging-api/app";
import { startConsole } from "../lib/console";
import { startFetchProxy } from "../lib/fetch-proxy";
import { header, row, type LoadFigures } from "../lib/load";
import { demoToken } from "../lib/token";
import type { Section } from "../lib/types";

/** Each request asks for another page, so no cache or coalescing flatters a figure. */
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
    requests: [{ setupRequest: (req) => ({ ...req, path: pathFor(i++ % 2000) }) }],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export const proxyHopSection: Section = {
  name: "proxy-hop",
  async run() {
    const api = await createMessagingApi({ seed: true, maxRps: 1_000_000, tickMs: 0 });
    const token = await demoToken(api.url);
    const proxy = await startFetchProxy(api.url, token);
    const lines: string[] = [];
    const targets: { target: string; figure: string; met: boolean }[] = [];
    let consoleHandle: Awaited<ReturnType<typeof startConsole>> | null = null;
    try {
      try {
        consoleHandle = await startConsole(api.url, { MESSAGING_API_MAX_RPS: "100000" });
      } catch (err) {
        lines.push(`Console half not measured: ${(err as Error).message}.`, "");
      }
      for (const latency of [0, 50]) {
        api.faults.set({ latencyMs: latency });
        const page = (i: number) => `limit=20&offset=${i % 40}&_=${i}`;
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
      proxy.server.close();
      await api.close();
    }
    return { lines, targets };
  },
};

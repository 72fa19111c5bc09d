import autocannon from "autocannon";

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** A bounded autocannon run against one loopback URL. */
export async function load(opts: {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}): Promise<LoadFigures> {
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? "GET",
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 10,
    duration: opts.seconds ?? 6,
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export const row = (name: string, f: LoadFigures) =>
  `| ${name} | ${f.rps.toLocaleString("en-US")} | ${f.p50} ms | ${f.p99} ms | ${f.non2xx + f.errors} |`;
export const header = [
  "| target | requests/s | p50 | p99 | errors / non-2xx |",
  "|---|---|---|---|---|",
];

import autocannon from "autocannon";

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** answers received in the run */
  total?: number;
}

/** What a bench row shows of an autocannon run. */
function figures(r: autocannon.Result): LoadFigures {
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors, // autocannon counts timeouts among errors
    total: r.requests.total,
  };
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
  return figures(r);
}

export const row = (name: string, f: LoadFigures) =>
  f.total === 0
    ? `| ${name} | no answer within the run | — | — | ${f.errors} |`
    : `| ${name} | ${f.rps.toLocaleString("en-US")} | ${f.p50} ms | ${f.p99} ms | ${f.non2xx + f.errors} |`;
export const header = [
  "| target | requests/s | p50 | p99 | errors / non-2xx |",
  "|---|---|---|---|---|",
];

/**
 * autocannon with every response time kept, for exact percentiles autocannon
 * does not report (p95) and for statuses per response.
 */
export function cannon(
  opts: autocannon.Options,
): Promise<{ result: autocannon.Result; latencies: number[]; errorsAt: number[] }> {
  const latencies: number[] = [];
  /** seconds into the run at which each error (or timeout) was seen */
  const errorsAt: number[] = [];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) =>
      err ? reject(err as Error) : resolve({ result, latencies, errorsAt }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
    instance.on("reqError", () => errorsAt.push((Date.now() - started) / 1000));
  });
}

/**
 * Each request asks for another page (7,500 limit × offset pairs, more than one
 * run sends), so the console's 2 s list cache and coalescing flatter no figure.
 */
export async function varied(
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
  return figures(r);
}

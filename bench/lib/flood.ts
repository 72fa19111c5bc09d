import { Worker } from "node:worker_threads";

import { signIn } from "../../tools/console-process";
import { percentile } from "../../tools/stats";

export interface FloodFigures {
  /** the other user's uncached reads, ms */
  p50: number;
  p95: number;
  max: number;
  reads: number;
  readErrors: number;
  /** the flooder's answers */
  floodOk: number;
  flood429: number;
  /** 429s that came without a Retry-After header */
  flood429WithoutRetryAfter: number;
  /** any 5xx (or failed request), for either user */
  fiveXx: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The security issue's attack on a running console: a support user (created
 * here through the admin's session) keeps `concurrent` uncached searches in
 * flight — each for another address, so no cache or coalescing serves it — while
 * the admin makes `reads` sequential uncached reads of their own. A refused
 * search is sent again once its Retry-After has passed, or, with
 * `resendAfterMs`, after that long whatever the console said. Returns the
 * admin's latencies.
 */
export async function oneUserFlooding(
  target: { url: string; cookie: string },
  {
    concurrent = 300,
    reads = 20,
    pauseMs = 250,
    resendAfterMs,
  }: { concurrent?: number; reads?: number; pauseMs?: number; resendAfterMs?: number } = {},
): Promise<FloodFigures> {
  const email = `flooder-${Date.now()}@bench.example`;
  const password = "bench-flooder-password";
  const created = await fetch(`${target.url}/api/users`, {
    method: "POST",
    headers: {
      Cookie: target.cookie,
      Origin: target.url,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ email, name: "Bench Flooder", role: "support", password }),
  });
  if (!created.ok) throw new Error(`could not create the flooding user: ${created.status}`);
  const flooder = await signIn(target.url, email, password);
  // a password an admin set is temporary: the flooder chooses its own first, as a person must
  const changed = await fetch(`${target.url}/api/account/password`, {
    method: "POST",
    headers: { Cookie: flooder, Origin: target.url, "Content-Type": "application/json" },
    body: JSON.stringify({ currentPassword: password, newPassword: `${password}-own` }),
  });
  if (!changed.ok)
    throw new Error(`the flooding user could not change its password: ${changed.status}`);

  const search = (cookie: string, address: string) =>
    fetch(`${target.url}/api/email/unsubscribes/search?email=${encodeURIComponent(address)}`, {
      headers: { Cookie: cookie },
    }).then(async (res) => {
      await res.arrayBuffer();
      return res;
    });

  const f: FloodFigures = {
    p50: 0,
    p95: 0,
    max: 0,
    reads: 0,
    readErrors: 0,
    floodOk: 0,
    flood429: 0,
    flood429WithoutRetryAfter: 0,
    fiveXx: 0,
  };
  // the flooder runs on a thread of its own: its hundreds of replies must not
  // delay, in this process's event loop, the reading of the other user's
  const flood = new Worker(FLOODER, {
    eval: true,
    workerData: {
      url: target.url,
      cookie: flooder,
      concurrent,
      resendAfterMs: resendAfterMs ?? null,
    },
  });
  const counted = new Promise<
    Pick<FloodFigures, "floodOk" | "flood429" | "flood429WithoutRetryAfter" | "fiveXx">
  >((resolve, reject) => {
    flood.once("message", resolve);
    flood.once("error", reject);
  });
  await sleep(1000); // the flooder's queue is full before the first read

  const latencies: number[] = [];
  try {
    for (let i = 0; i < reads; i++) {
      const started = performance.now();
      const res = await search(target.cookie, `reader-${Date.now()}-${i}@bench.example`).catch(
        () => null,
      );
      latencies.push(performance.now() - started);
      if (!res || !res.ok) f.readErrors++;
      if (!res || res.status >= 500) f.fiveXx++;
      await sleep(pauseMs);
    }
  } finally {
    flood.postMessage("stop");
    const c = await counted;
    await flood.terminate();
    f.floodOk = c.floodOk;
    f.flood429 = c.flood429;
    f.flood429WithoutRetryAfter = c.flood429WithoutRetryAfter;
    f.fiveXx += c.fiveXx;
  }
  f.reads = latencies.length;
  f.p50 = Math.round(percentile(latencies, 50));
  f.p95 = Math.round(percentile(latencies, 95));
  f.max = Math.round(Math.max(...latencies));
  return f;
}

/** The flooding user's loop (plain JS, run by a worker thread; stops on "stop"). */
const FLOODER = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, cookie, concurrent, resendAfterMs } = workerData;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const c = { floodOk: 0, flood429: 0, flood429WithoutRetryAfter: 0, fiveXx: 0 };
let flooding = true;
let n = 0;
async function one() {
  while (flooding) {
    const address = "flood-" + n++ + "@bench.example";
    const res = await fetch(url + "/api/email/unsubscribes/search?email=" + encodeURIComponent(address), {
      headers: { Cookie: cookie },
    }).then(async (r) => { await r.arrayBuffer(); return r; }, () => null);
    if (!res || res.status >= 500) c.fiveXx++;
    else if (res.status === 429) {
      c.flood429++;
      const retryAfter = Number(res.headers.get("retry-after"));
      if (!(retryAfter >= 1)) c.flood429WithoutRetryAfter++;
      await sleep(resendAfterMs ?? (retryAfter >= 1 ? retryAfter * 1000 : 1000));
    } else if (res.ok) c.floodOk++;
  }
}
parentPort.once("message", () => { flooding = false; });
Promise.all(Array.from({ length: concurrent }, one)).then(() => parentPort.postMessage(c));
`;

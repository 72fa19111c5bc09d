import { Worker } from "node:worker_threads";

import { leftover } from "./leftovers";

export interface SignInFloodFigures {
  sent: number;
  /** answered 429, and of those with a Retry-After */
  refused: number;
  refusedWithRetryAfter: number;
  /** answered otherwise below 500 (a wrong password's answer) */
  answered: number;
  fiveXx: number;
  /** no answer within the request's timeout, or a broken connection */
  failed: number;
  /** the flood's answers, ms: median and p95 */
  p50: number;
  p95: number;
}

/**
 * Wrong sign-ins at `perSecond`, `total` at most, for `seconds` at most, each from
 * another X-Forwarded-For address (10.0.0.0/8): made-up emails, and every fourth a
 * wrong password for `account`. Sent open-loop (a slow answer does not slow the
 * flood), from a thread of its own so that its answers do not delay, in this
 * process's event loop, the timing of the sign-ins and reads measured meanwhile
 * (as bench/lib/flood.ts does). Resolves once every request has ended.
 */
export function signInFlood(
  url: string,
  opts: {
    csrfToken: string;
    cookie: string;
    account: string;
    total: number;
    perSecond: number;
    seconds: number;
  },
): Promise<SignInFloodFigures> {
  const worker = new Worker(FLOODER, { eval: true, workerData: { url, ...opts } });
  const forget = leftover(() => void worker.terminate());
  return new Promise<SignInFloodFigures>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => {
    forget();
    void worker.terminate();
  });
}

/** The flood (plain JS, run by a worker thread). */
const FLOODER = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, csrfToken, cookie, account, total, perSecond, seconds } = workerData;
const f = { sent: 0, refused: 0, refusedWithRetryAfter: 0, answered: 0, fiveXx: 0, failed: 0 };
const ms = [];
const address = (i) => "10." + ((i >> 16) & 255) + "." + ((i >> 8) & 255) + "." + (i & 255);
async function one(i) {
  const started = performance.now();
  try {
    const res = await fetch(url + "/api/auth/callback/credentials", {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        Origin: url,
        "X-Forwarded-For": address(i),
      },
      body: new URLSearchParams({
        csrfToken,
        email: i % 4 === 3 ? account : "flood-" + i + "@bench.example",
        password: "wrong-" + i,
        json: "true",
      }),
      signal: AbortSignal.timeout(15000),
    });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
    if (res.status === 429) {
      f.refused++;
      if (Number(res.headers.get("retry-after")) >= 1) f.refusedWithRetryAfter++;
    } else if (res.status >= 500) f.fiveXx++;
    else f.answered++;
  } catch {
    f.failed++;
  }
}
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
};
(async () => {
  const startedAt = Date.now();
  const pending = [];
  // the last one is due at (total - 1) / perSecond; half a second more for a late timer
  while (f.sent < total && Date.now() - startedAt < seconds * 1000 + 500) {
    const due = Math.min(total, Math.floor(((Date.now() - startedAt) / 1000) * perSecond) + 1);
    while (f.sent < due) pending.push(one(f.sent++));
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(pending);
  parentPort.postMessage({ ...f, p50: Math.round(pct(ms, 50)), p95: Math.round(pct(ms, 95)) });
})();
`;

/**
 * The soak's virtual users. Each loops until the end of the run: think 0–200 ms,
 * then a read (70 %) or an idempotent write pair (30 %); every 20th write is sent
 * again with its key and must come back replayed. Every answer is one Sample.
 */
import { randomUUID } from "node:crypto";

import { Agent, request } from "undici";

import { REQUEST_TIMEOUT_MS, USERS } from "./config";

export type Sample = {
  at: number;
  ms: number;
  /** -1: the request failed or timed out */
  status: number;
  write: boolean;
  route: string;
  user: number;
};

const readPaths = [
  "/api/viber/campaigns?limit=25",
  "/api/viber/campaigns?limit=50",
  "/api/viber/blacklist?limit=25",
  "/api/email/unsubscribes?limit=25",
  "/api/email/bounces?limit=25",
];

/** Sets up USERS virtual users against the console at `url`, signed in with `cookie`. */
export function createWorkload(url: string, cookie: string, end: number, failures: string[]) {
  const samples: Sample[] = [];
  /** answers by `method route status`, and request errors by their name */
  const statusCounts = new Map<string, number>();
  const tally = { firstWrites: 0, unknownWrites: 0, replays: 0 };
  let seq = 0;

  // Each user keeps one keep-alive connection, as a browser tab does (Node's shared
  // fetch pool would open a new connection whenever all are busy, and a saturated
  // Node server — a plain node:http one too — serves new connections last).
  const connections = Array.from({ length: USERS }, () => new Agent({ connections: 1 }));

  async function call(
    u: number,
    method: string,
    p: string,
    body?: unknown,
    key?: string,
  ): Promise<{ status: number; replayed: boolean }> {
    const started = Date.now();
    let status = -1;
    let replayed = false;
    try {
      const res = await request(`${url}${p}`, {
        dispatcher: connections[u],
        // keep the connection after a DELETE with a body (undici closes it otherwise)
        reset: false,
        method: method as "GET" | "POST" | "DELETE",
        headers: {
          Cookie: cookie,
          Accept: "application/json",
          ...(body === undefined
            ? {}
            : { "Content-Type": "application/json", Origin: url, "Idempotency-Key": key! }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.body.arrayBuffer();
      status = res.statusCode;
      const header = (name: string) => {
        const v = res.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      replayed = header("idempotency-replayed") === "true";
      if (status === 429 && !header("retry-after"))
        failures.push(`${method} ${p}: 429 without Retry-After`);
    } catch (err) {
      const name = (err as Error).name;
      statusCounts.set(name, (statusCounts.get(name) ?? 0) + 1);
    }
    const label = `${method} ${p.split("?")[0]} ${status}`;
    statusCounts.set(label, (statusCounts.get(label) ?? 0) + 1);
    samples.push({
      at: started,
      ms: Date.now() - started,
      status,
      write: body !== undefined,
      route: `${method} ${p.split("?")[0]}`,
      user: u,
    });
    return { status, replayed };
  }

  async function write(u: number, method: string, p: string, body: unknown): Promise<void> {
    const key = `soak-${randomUUID()}`;
    const first = await call(u, method, p, body, key);
    if (first.status === 200) tally.firstWrites++;
    // the client gave up, or the console could not confirm: the write may still have been made
    if (first.status === -1 || first.status >= 500) tally.unknownWrites++;
    if (++seq % 20 === 0) {
      // the same action sent again (a retry): replayed, never written twice
      const again = await call(u, method, p, body, key);
      tally.replays++;
      // a first attempt refused before it was made (429): the retry makes the write
      if (first.status === 429 && again.status === 200 && !again.replayed) tally.firstWrites++;
      if (first.status === 200 && again.status !== -1 && !(again.status === 200 && again.replayed))
        failures.push(`${method} ${p}: a repeated key was not replayed (${again.status})`);
    }
  }

  let n = 0;
  async function user(u: number): Promise<void> {
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, Math.random() * 200));
      const dice = Math.random();
      if (dice < 0.7) {
        await call(u, "GET", readPaths[Math.floor(Math.random() * readPaths.length)]!);
      } else if (dice < 0.85) {
        const phone = `38067${String(1_000_000 + ((u * 100_003 + ++n) % 8_999_999)).slice(-7)}`;
        await write(u, "POST", "/api/viber/blacklist", { phones: [phone], description: "soak" });
        await write(u, "DELETE", "/api/viber/blacklist", { phones: [phone] });
      } else {
        const email = `soak-${u}-${++n}-${Date.now()}@example.com`;
        await write(u, "POST", "/api/email/unsubscribes", { emails: [{ email, comment: "soak" }] });
        await write(u, "DELETE", "/api/email/unsubscribes", { emails: [email] });
      }
    }
  }

  return {
    samples,
    statusCounts,
    tally,
    /** runs every user until the end of the run */
    run: () => Promise.all(Array.from({ length: USERS }, (_, u) => user(u))),
    /** closes the users' connections */
    close: () => Promise.all(connections.map((a) => a.close())),
  };
}

import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import { admitPerTurn, REQUESTS_PER_TURN } from "./admission.mjs";

const nextTurn = () => new Promise((r) => setImmediate(r));

/** A request whose connection is open, or closed when `closed`. */
const request = (id: number, closed = false) =>
  ({ id, socket: { destroyed: closed } }) as unknown as IncomingMessage & { id: number };
const response = {} as ServerResponse;

describe("admitPerTurn", () => {
  it("starts requests at once while a turn has room", () => {
    const started: number[] = [];
    const admitted = admitPerTurn((req: IncomingMessage) => {
      started.push((req as IncomingMessage & { id: number }).id);
    }, 4);
    for (const id of [1, 2, 3]) admitted(request(id), response);
    expect(started).toEqual([1, 2, 3]);
  });

  it("starts at most perTurn requests a turn, the rest in later turns in the order they came", async () => {
    const started: number[] = [];
    const admitted = admitPerTurn((req: IncomingMessage) => {
      started.push((req as IncomingMessage & { id: number }).id);
    }, 4);
    for (let id = 1; id <= 10; id++) admitted(request(id), response);
    expect(started).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // one that arrives while others wait goes behind them, even with room in its turn
    admitted(request(11), response);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // a quiet turn later the budget is whole again
    await nextTurn();
    await nextTurn();
    for (let id = 12; id <= 15; id++) admitted(request(id), response);
    expect(started.slice(11)).toEqual([12, 13, 14, 15]);
  });

  it("drops a waiting request whose connection closed, without spending the turn's room on it", async () => {
    const started: number[] = [];
    const admitted = admitPerTurn((req: IncomingMessage) => {
      started.push((req as IncomingMessage & { id: number }).id);
    }, 2);
    admitted(request(1), response);
    admitted(request(2), response);
    admitted(request(3, true), response);
    admitted(request(4), response);
    admitted(request(5), response);
    await nextTurn();
    expect(started).toEqual([1, 2, 4, 5]);
  });

  it("passes the server on as `this`, and starts a waiting request in the async context it came in", async () => {
    const context = new AsyncLocalStorage<string>();
    const seen: { id: number; self: unknown; context?: string }[] = [];
    const server = { name: "server" };
    const admitted = admitPerTurn(function (this: unknown, req: IncomingMessage) {
      const id = (req as IncomingMessage & { id: number }).id;
      seen.push({ id, self: this, context: context.getStore() });
    }, 1);
    context.run("first", () => admitted.call(server, request(1), response));
    context.run("second", () => admitted.call(server, request(2), response));
    await context.run("someone else's", nextTurn);
    expect(seen).toEqual([
      { id: 1, self: server, context: "first" },
      { id: 2, self: server, context: "second" },
    ]);
  });

  it("keeps the order through a long line (past the clean-up of taken places)", async () => {
    const started: number[] = [];
    const admitted = admitPerTurn((req: IncomingMessage) => {
      started.push((req as IncomingMessage & { id: number }).id);
    }, 3);
    const ids = Array.from({ length: 5000 }, (_, i) => i + 1);
    for (const id of ids.slice(0, 2500)) admitted(request(id), response);
    // half-way through the line (well past 1,024 taken places), more arrive behind it
    while (started.length < 1500) await nextTurn();
    for (const id of ids.slice(2500)) admitted(request(id), response);
    while (started.length < ids.length) await nextTurn();
    expect(started).toEqual(ids);
  });
});

/**
 * A real HTTP server in its own process, started with or without the console's preload
 * (scripts/admission-preload.mjs, as `npm start` and the Docker image load it). Each
 * request costs 2 ms of CPU; the server counts the requests its listener started in each
 * event-loop turn (a setImmediate chain numbers the turns) and answers /stats with the
 * most in one turn.
 */
const SERVER = `
import http from "node:http";
let turn = 0;
const tick = () => { turn++; setImmediate(tick); };
tick();
const perTurn = new Map();
const server = http.createServer((req, res) => {
  if (req.url === "/stats") return res.end(JSON.stringify({ most: Math.max(0, ...perTurn.values()) }));
  if (req.url === "/work") {
    perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    const until = performance.now() + 2;
    while (performance.now() < until);
  }
  res.end("ok");
});
server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));
`;

async function mostStartedInOneTurn(preload: boolean, connections: number): Promise<number> {
  const preloadUrl = pathToFileURL(path.join(import.meta.dirname, "admission-preload.mjs")).href;
  const child = spawn(
    process.execPath,
    [...(preload ? ["--import", preloadUrl] : []), "--input-type=module", "-e", SERVER],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const sockets: Socket[] = [];
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
      child.stdout.on("data", (d: Buffer) => {
        const m = /port (\d+)/.exec(String(d));
        if (m) resolve(Number(m[1]));
      });
    });
    /** Sends one request on `s` and resolves with its answer's first bytes. */
    const ask = (s: Socket, p: string) =>
      new Promise<string>((resolve, reject) => {
        const closed = () => reject(new Error(`the connection closed before ${p} was answered`));
        s.once("close", closed);
        s.once("data", (d) => {
          s.off("close", closed);
          resolve(String(d));
        });
        s.write(`GET ${p} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
    // every connection accepted and answered once first (libuv accepts one a turn) ...
    for (let i = 0; i < connections; i++) {
      const s = connect(port, "127.0.0.1");
      sockets.push(s);
      await ask(s, "/warm");
    }
    // ... then a request on each at once, so that the server reads them all in one poll
    const answers = await Promise.all(sockets.map((s) => ask(s, "/work")));
    expect(answers.every((a) => a.startsWith("HTTP/1.1 200"))).toBe(true);
    const stats = await ask(sockets[0]!, "/stats");
    return (JSON.parse(stats.slice(stats.indexOf("\r\n\r\n") + 4)) as { most: number }).most;
  } finally {
    for (const s of sockets) s.destroy();
    child.kill();
  }
}

describe("the admission preload", () => {
  it("reaches Next's server: next start and the standalone server.js make it with http.createServer(listener)", () => {
    // start-server.js is what both run; if Next stops passing its listener to
    // http.createServer, the preload would wrap nothing and this says so
    const startServer = readFileSync(
      path.join(import.meta.dirname, "..", "node_modules/next/dist/server/lib/start-server.js"),
      "utf8",
    );
    expect(startServer).toMatch(/_http\.default\.createServer\(requestListener\)/);
    expect(startServer).not.toMatch(/\.on\(["']request["']/);
  });

  it("keeps a burst of requests on ready connections from all starting in one turn", async () => {
    const connections = 150;
    // without it, the server's listener starts nearly the whole burst in one turn ...
    expect(await mostStartedInOneTurn(false, connections)).toBeGreaterThan(2 * REQUESTS_PER_TURN);
    // ... with it, at most REQUESTS_PER_TURN in the poll and as many again from the queue
    expect(await mostStartedInOneTurn(true, connections)).toBeLessThanOrEqual(
      2 * REQUESTS_PER_TURN,
    );
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A loopback webhook receiver for tests: records what it got, answers `status`. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `delayMs`: how long it takes to answer (a slow receiver). */
export async function startReceiver(delayMs = 0) {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () =>
      setTimeout(() => {
        received.push({
          path: req.url ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(state.status, { "content-type": "text/plain" });
        res.end(state.status < 300 ? "thanks" : `receiver says no (${state.status})`);
      }, delayMs),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

// A stand-in for the real Messaging API that answers every endpoint with the reply
// samples of the fixture corpus (test/compat/replies/): real HTTP on loopback, so the
// console's whole upstream client — transport, token, readers — meets what the real
// service is known to send. Which sample an endpoint answers can be chosen per test.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { replySamples, type ReplySample } from "./replies";

export interface FixtureUpstream {
  url: string;
  /** answer `endpoint` ("GET /viber/task/{id}") with this sample from now on */
  use(endpoint: string, sample: ReplySample): void;
  /** back to each endpoint's first successful sample */
  reset(): void;
  /** requests received, as `METHOD /path` */
  calls: string[];
  close(): Promise<void>;
}

interface Route {
  endpoint: string;
  method: string;
  regex: RegExp;
}

function routeOf(endpoint: string): Route {
  const [method = "GET", path = "/"] = endpoint.split(" ");
  const source = path
    .split("/")
    .map((seg) => (/^\{.+\}$/.test(seg) ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { endpoint, method, regex: new RegExp(`^${source}/?$`) };
}

const ok = (s: ReplySample) => s.status >= 200 && s.status < 300;

/** The first successful sample of each endpoint: the default answer. */
function defaults(): Map<string, ReplySample> {
  const map = new Map<string, ReplySample>();
  for (const s of replySamples()) if (ok(s) && !map.has(s.endpoint)) map.set(s.endpoint, s);
  return map;
}

export async function startFixtureUpstream(): Promise<FixtureUpstream> {
  let answers = defaults();
  // the most specific pattern first: `/smtp/emails/total` before `/smtp/emails/{id}`
  const routes = [...new Set(replySamples().map((s) => s.endpoint))]
    .filter((e) => /^(GET|POST|DELETE|PUT) \//.test(e))
    .map(routeOf)
    .sort((a, b) => placeholders(a.endpoint) - placeholders(b.endpoint));
  const calls: string[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", () => {
      const method = req.method ?? "GET";
      const path = (req.url ?? "/").split("?")[0]!.replace(/\/{2,}/g, "/");
      // another process (a page test) picks samples here: {"endpoint","name"}, or none to reset
      if (path === "/__fixture/use") {
        const pick = (text ? JSON.parse(text) : {}) as { endpoint?: string; name?: string };
        const sample = replySamples(pick.endpoint).find((s) => s.name === pick.name);
        if (sample) answers.set(sample.endpoint, sample);
        else answers = defaults();
        return reply(res, sample || !pick.endpoint ? 200 : 404, { ok: !!sample });
      }
      calls.push(`${method} ${path}`);
      const route = routes.find((r) => r.method === method && r.regex.test(path));
      const sample = route && answers.get(route.endpoint);
      if (!sample) return reply(res, 404, { message: "Not found", error_code: 404 });
      reply(res, sample.status, sample.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use(endpoint, sample) {
      answers.set(endpoint, sample);
    },
    reset() {
      answers = defaults();
    },
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const placeholders = (endpoint: string) => (endpoint.match(/\{/g) ?? []).length;

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

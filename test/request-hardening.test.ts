import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import * as health from "@/app/api/health/route";
import * as blacklist from "@/app/api/viber/blacklist/route";
import * as campaigns from "@/app/api/viber/campaigns/route";
import { BASELINE_SECURITY_HEADERS } from "@/lib/security-headers";
import { resetEnvForTests } from "@/server/env";
import { makeRequestGuard, type GuardConfig } from "@/server/http/request-guard";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * What an outside probe found (issue 32): a malformed session cookie was a 500, the
 * write Origin check believed the request's own Host, anonymous health told uptime,
 * database kind and latencies, and TRACE was a 500.
 */
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness();
}, 240_000);
afterAll(() => h?.close());

/** Runs `fn` with some variables set, then puts the configuration back. */
async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  resetEnvForTests();
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    resetEnvForTests();
  }
}

const MALFORMED = ["next-auth.session-token=%E0%A4%A", "__Secure-next-auth.session-token=%"];

describe("a malformed session cookie is no session, never a 500", () => {
  it.each(MALFORMED)("%s: health is up, reads are 401", async (cookie) => {
    const up = await callRoute(health.GET, { method: "GET", path: "/api/health", cookie });
    expect(up.status).toBe(200);
    const read = await callRoute(campaigns.GET, {
      method: "GET",
      path: "/api/viber/campaigns",
      query: { limit: "1" },
      cookie,
    });
    expect(read.status).toBe(401);
  });

  it("a good session beside a malformed cookie still counts", async () => {
    const good = await h.cookieFor("support");
    const res = await callRoute(campaigns.GET, {
      method: "GET",
      path: "/api/viber/campaigns",
      query: { limit: "1" },
      cookie: `__Secure-next-auth.session-token=%E0%A4%A; ${good}`,
    });
    expect(res.status).toBe(200);
  });
});

describe("writes are checked against the configured origins, never the request's Host", () => {
  const rebound = "http://evil.example:3000";
  const write = async (origin: string, url: string, extra: Record<string, string> = {}) => {
    h.api.clearCalls();
    const res = await callRoute(blacklist.POST, {
      method: "POST",
      // Next builds a route's request URL from the Host header: a rebinding page's name
      path: `${url}/api/viber/blacklist`,
      body: { phones: ["380501110001"] },
      cookie: await h.cookieFor("admin"),
      origin,
      ...extra,
    });
    return { status: res.status, reached: h.api.received({ method: "POST" }).length };
  };

  it("Origin and Host both the attacker's name: 403, nothing reaches the upstream", async () => {
    expect(await write(rebound, rebound)).toEqual({ status: 403, reached: 0 });
    await withEnv({ NEXTAUTH_URL: "http://127.0.0.1:3000" }, async () => {
      expect(await write(rebound, rebound)).toEqual({ status: 403, reached: 0 });
    });
  });

  it("the public origin and ALLOWED_ORIGINS write; another is refused", async () => {
    await withEnv(
      { NEXTAUTH_URL: "https://console.example.com", ALLOWED_ORIGINS: "https://ops.example.com" },
      async () => {
        const internal = "http://10.0.0.5:3000"; // what the request URL is behind a proxy
        expect((await write("https://console.example.com", internal)).status).toBe(200);
        expect((await write("https://ops.example.com", internal)).status).toBe(200);
        expect((await write("http://10.0.0.5:3000", internal)).status).toBe(403);
      },
    );
  });

  it("a loopback name is this machine: same-origin with or without a configured origin", async () => {
    expect((await write("http://127.0.0.1:3000", "http://127.0.0.1:3000")).status).toBe(200);
    expect((await write("http://localhost:3000", "http://localhost:3000")).status).toBe(200);
    await withEnv({ NEXTAUTH_URL: "http://127.0.0.1:3000" }, async () => {
      // `npm start` prints 127.0.0.1; a person may type localhost
      expect((await write("http://localhost:3000", "http://localhost:3000")).status).toBe(200);
      expect((await write("http://localhost:3000", "http://127.0.0.1:3000")).status).toBe(403);
    });
  });
});

describe("health", () => {
  const TOKEN = "health-token-for-monitoring-0001";
  const get = (headers: { cookie?: string; authorization?: string } = {}) =>
    withEnv({ HEALTH_TOKEN: TOKEN }, async () => {
      const url = "http://127.0.0.1:3000/api/health";
      const req = new Request(url, { headers: { host: "127.0.0.1:3000", ...headers } });
      const res = await health.GET(req, { params: Promise.resolve({}) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    });

  it("anonymous: only whether the console is up", async () => {
    const res = await get();
    expect(res).toEqual({ status: 200, body: { status: "ok" } });
    expect(await get({ authorization: "Bearer not-the-token-at-all" })).toEqual(res);
    expect(await get({ cookie: await h.cookieFor("marketer") })).toEqual(res);
  });

  it("an admin or the HEALTH_TOKEN reads the details", async () => {
    for (const headers of [
      { cookie: await h.cookieFor("admin") },
      { authorization: `Bearer ${TOKEN}` },
    ]) {
      const { body } = await get(headers);
      expect(body).toMatchObject({
        status: "ok",
        process: { ok: true },
        database: { ok: true, kind: "pglite" },
        upstream: { ok: true },
      });
    }
  });
});

describe("the request guard, before Next", () => {
  let server: Server;
  let port = 0;
  let config: GuardConfig = { production: false, hosts: new Set() };
  beforeAll(async () => {
    const guard = makeRequestGuard(() => config);
    server = createServer((req, res) => {
      if (guard(req, res)) return;
      res.end("next");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  afterEach(() => {
    config = { production: false, hosts: new Set() };
  });

  /** A raw request: fetch() refuses TRACE and sets Host itself. */
  const send = (method: string, host = `127.0.0.1:${port}`) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((ok, fail) => {
      const req = httpRequest({
        port,
        host: "127.0.0.1",
        method,
        path: "/api/health",
        headers: { host },
      });
      req.on("error", fail);
      req.on("response", (res) => {
        let body = "";
        res.on("data", (d) => (body += String(d)));
        res.on("end", () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.end();
    });

  it("TRACE and other methods the console does not use: 405 with Allow", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const res = await send(method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
    for (const method of ["GET", "POST", "DELETE", "OPTIONS"])
      expect((await send(method)).status, method).toBe(200);
  });

  it("in production, an unknown Host is 421; the public name and loopback are served", async () => {
    config = { production: true, hosts: new Set(["console.example.com"]) };
    expect((await send("GET", `evil.example:${port}`)).status).toBe(421);
    expect((await send("GET", "console.example.com.evil.example")).status).toBe(421);
    for (const host of [
      "console.example.com",
      "CONSOLE.example.com:443",
      `127.0.0.1:${port}`,
      "localhost:3000",
      "[::1]:3000",
    ])
      expect((await send("GET", host)).status, host).toBe(200);
    config = { production: false, hosts: new Set(["console.example.com"]) };
    expect((await send("GET", `evil.example:${port}`)).status).toBe(200);
  });

  it("every answer carries the baseline headers, refusals included", async () => {
    config = { production: true, hosts: new Set(["console.example.com"]) };
    for (const res of [await send("GET"), await send("TRACE"), await send("GET", "evil.example")])
      for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
        expect(res.headers[name.toLowerCase()], `${name} on ${res.status}`).toBe(value);
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEVICE_COOKIE, deviceCookieValue } from "@/server/auth/device-cookie";
import {
  QUEUE_LENGTH,
  resetSignInRateForTests,
  SIGN_IN_PATH,
  SIGN_INS_ADMITTED,
  SIGN_INS_PER_SECOND,
  signInsInProgress,
} from "@/server/auth/sign-in-gate";
import { BODY_DEADLINE_MS, guardBody } from "@/server/http/body-guard";
import { installClientAddressHook } from "@/server/http/client-address";
import { signInFrontDoor } from "@/server/http/sign-in-front-door";
import { parseTrustProxy } from "@/server/trust-proxy";

/**
 * The sign-in gate's front door on a real HTTP server, as `next start` gets it
 * (server/startup.ts): a flood of password sign-ins is refused before the
 * application sees it; what is admitted reaches it and is released when answered.
 */
let server: Server;
let base = "";
let reachedApp = 0;
let lastBody = "";
const refusedFrom: string[] = [];

beforeAll(async () => {
  await installClientAddressHook(
    parseTrustProxy("loopback"),
    (req, res, address, pass) =>
      guardBody(req, res) ||
      signInFrontDoor(req, res, address, pass, "https://console.example.com", (a) =>
        refusedFrom.push(a),
      ),
  );
  // the application: a sign-in that takes its time, as a hash does
  server = createServer((req, res) => {
    reachedApp++;
    // the application reads the body, as next-auth does, and takes its time on a sign-in
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      lastBody = Buffer.concat(chunks).toString();
      setTimeout(() => res.end("signed in"), req.url === SIGN_IN_PATH ? 100 : 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const signIn = (i: number, cookie?: string) =>
  fetch(`${base}${SIGN_IN_PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `10.1.${i >> 8}.${i & 255}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: "email=x%40example.com&password=guess",
  });

describe("the sign-in front door", () => {
  it("refuses a flood before the application sees it, with a Retry-After and next-auth's error URL", async () => {
    resetSignInRateForTests();
    reachedApp = 0;
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const res = await signIn(i);
        return {
          status: res.status,
          retryAfter: res.headers.get("retry-after"),
          body: await res.text(),
        };
      }),
    );
    const refused = replies.filter((r) => r.status === 429);
    // the burst, and the rate's refill while the flood lasted; the queue is served in turn
    const seconds = (Date.now() - started) / 1000;
    expect(reachedApp).toBeLessThanOrEqual(
      2 * SIGN_INS_PER_SECOND + Math.ceil(seconds * SIGN_INS_PER_SECOND),
    );
    expect(reachedApp).toBeGreaterThanOrEqual(SIGN_INS_ADMITTED);
    expect(refused.length).toBeGreaterThanOrEqual(100 - SIGN_INS_ADMITTED - QUEUE_LENGTH - 20);
    expect(refused.length).toBe(100 - reachedApp);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
    const body = JSON.parse(refused[0]!.body) as { url: string; error: { code: string } };
    expect(body.error.code).toBe("rate_limited");
    const url = new URL(body.url);
    expect(url.origin).toBe("https://console.example.com");
    expect(url.searchParams.get("error")).toMatch(/^Too many sign-ins, try again in \d+ s\.$/);
    // the refusals name the forwarded addresses (the socket is a trusted proxy here)
    expect(refusedFrom[0]).toMatch(/^10\.1\./);
    // every admitted sign-in was released once answered
    await new Promise((r) => setTimeout(r, 50));
    expect(signInsInProgress()).toBe(0);
  });

  it("lets everything else through, however busy sign-in is", async () => {
    resetSignInRateForTests();
    reachedApp = 0;
    const flood = Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(i).then((r) => r.text())),
    );
    const others = await Promise.all(
      ["/api/users", "/login", "/api/auth/session", `${SIGN_IN_PATH}?x=1`].map((p) =>
        fetch(`${base}${p}`).then((r) => r.status),
      ),
    );
    await flood;
    expect(others).toEqual([200, 200, 200, 200]); // a GET to the sign-in path is next-auth's business
  });

  it("lets a known device sign in while a flood fills everyone else's turns", async () => {
    resetSignInRateForTests();
    reachedApp = 0;
    const flood = Array.from({ length: 150 }, (_, i) => signIn(1000 + i));
    const device = `${DEVICE_COOKIE}=${deviceCookieValue("x@example.com")}`;
    const known = await Promise.all([signIn(5000, device), signIn(5001, device)]);
    // a forged cookie is no device: it waits with the flood
    const forged = signIn(5002, `${DEVICE_COOKIE}=${deviceCookieValue("x@example.com")}x`);
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(50);
    expect(known.map((r) => r.status)).toEqual([200, 200]);
    expect([200, 429]).toContain((await forged).status);
  });

  it("answers 413 to a body over the limit before reading it, and closes the connection", async () => {
    reachedApp = 0;
    for (const path of [SIGN_IN_PATH, "/api/viber/blacklist", "/api/drafts/viber-campaign"]) {
      const { status, closed, statusAfterMs } = await rawRequest(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
        (socket) => socket.write(Buffer.alloc(64 * 1024, 97)),
      );
      expect(status).toBe(413);
      expect(statusAfterMs).toBeLessThan(500);
      expect(closed).toBe(true);
    }
    expect(reachedApp).toBe(0);
  });

  it("answers 413 when a body without Content-Length streams past the limit", async () => {
    const res = await fetch(`${base}/api/viber/blacklist`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream({
        start(c) {
          for (let i = 0; i < 40; i++) c.enqueue(new Uint8Array(64 * 1024).fill(32));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit).catch(() => null);
    // either the 413 arrives, or the connection is closed while the client still sends
    if (res) expect(res.status).toBe(413);
  });

  it(
    "keeps no sign-in slot for slow bodies, then answers them 408 and closes them",
    async () => {
      resetSignInRateForTests();
      reachedApp = 0;
      // 16 sign-ins from 4 addresses that send one byte at a time
      const slow = Array.from({ length: 16 }, (_, i) =>
        rawRequest(
          `POST ${SIGN_IN_PATH} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.7.0.${i % 4}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`,
          (socket) => {
            const t = setInterval(() => socket.writable && socket.write("a"), 500);
            socket.once("close", () => clearInterval(t));
          },
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(signInsInProgress()).toBe(0);
      // real sign-ins from other addresses go through meanwhile
      const real = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(7000 + i)));
      expect(real.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(lastBody).toBe("email=x%40example.com&password=guess");
      const ended = await Promise.all(slow);
      expect(ended.map((e) => e.status)).toEqual(Array(16).fill(408));
      expect(ended.every((e) => e.closed)).toBe(true);
      expect(reachedApp).toBe(6);
    },
    BODY_DEADLINE_MS + 10_000,
  );
});

/** A request written by hand on a raw socket: its status line, when it came, and whether the server closed it. */
function rawRequest(
  head: string,
  more: (socket: Socket) => void,
): Promise<{ status: number; closed: boolean; statusAfterMs: number }> {
  const { port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    let text = "";
    let statusAfterMs = Infinity;
    socket.on("error", () => {});
    socket.on("data", (d) => {
      if (!text) statusAfterMs = performance.now() - started;
      text += d.toString();
    });
    socket.on("close", () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        closed: true,
        statusAfterMs,
      }),
    );
    socket.write(head, () => more(socket));
    setTimeout(() => socket.destroy(), 20_000).unref();
  });
}

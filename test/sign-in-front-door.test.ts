import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  resetSignInRateForTests,
  SIGN_IN_PATH,
  SIGN_INS_PER_SECOND,
  signInFrontDoor,
  signInsInProgress,
} from "@/server/auth/sign-in-gate";
import { installClientAddressHook, parseTrustProxy } from "@/server/http/client-address";

/**
 * The sign-in gate's front door on a real HTTP server, as `next start` gets it
 * (server/startup.ts): a flood of password sign-ins is refused before the
 * application sees it; what is admitted reaches it and is released when answered.
 */
let server: Server;
let base = "";
let reachedApp = 0;
const refusedFrom: string[] = [];

beforeAll(async () => {
  await installClientAddressHook(parseTrustProxy("loopback"), (req, res, address) =>
    signInFrontDoor(req, res, address, "https://console.example.com", (a) => refusedFrom.push(a)),
  );
  // the application: a sign-in that takes its time, as a hash does
  server = createServer((req, res) => {
    reachedApp++;
    setTimeout(() => res.end("signed in"), req.url === SIGN_IN_PATH ? 100 : 0);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const signIn = (i: number) =>
  fetch(`${base}${SIGN_IN_PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `10.1.${i >> 8}.${i & 255}`,
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
    // the burst, and the rate's refill while the flood lasted
    const seconds = (Date.now() - started) / 1000;
    expect(reachedApp).toBeLessThanOrEqual(
      2 * SIGN_INS_PER_SECOND + Math.ceil(seconds * SIGN_INS_PER_SECOND),
    );
    expect(reachedApp).toBeGreaterThan(0);
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
});

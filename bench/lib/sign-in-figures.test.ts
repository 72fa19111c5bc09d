import { describe, expect, it } from "vitest";

import {
  bodyChunks,
  cookieHeader,
  cookiesSet,
  deviceCookies,
  forwardedAddress,
  ratio,
  rawStatus,
  tally,
} from "./sign-in-figures";

describe("the sign-in section's helpers", () => {
  it("keeps every cookie a sign-in set except the session as the device's, whatever its name", () => {
    const set = cookiesSet([
      "next-auth.session-token=abc; Path=/; HttpOnly; SameSite=Lax",
      "console-device=d1.sig; Path=/; HttpOnly; Max-Age=31536000",
      "next-auth.callback-url=http%3A%2F%2F127.0.0.1; Path=/",
      "stale=; Path=/; Max-Age=0",
      "__Secure-next-auth.session-token.0=part; Path=/",
    ]);
    expect([...set.keys()]).toEqual([
      "next-auth.session-token",
      "console-device",
      "next-auth.callback-url",
      "__Secure-next-auth.session-token.0",
    ]);
    const device = deviceCookies(set);
    expect(cookieHeader(device)).toBe(
      "console-device=d1.sig; next-auth.callback-url=http%3A%2F%2F127.0.0.1",
    );
    // a later Set-Cookie that expires one removes it
    expect(cookiesSet(["a=1", "a=2", "b=1", "b=; Max-Age=0"])).toEqual(new Map([["a", "2"]]));
  });

  it("gives distinct client addresses in a block and refuses indexes past it", () => {
    expect(forwardedAddress(0)).toBe("10.0.0.0");
    expect(forwardedAddress(258, 172)).toBe("172.0.1.2");
    expect(forwardedAddress(2 ** 24 - 1)).toBe("10.255.255.255");
    const many = new Set(Array.from({ length: 2_000 }, (_, i) => forwardedAddress(i)));
    expect(many.size).toBe(2_000);
    expect(() => forwardedAddress(2 ** 24)).toThrow(RangeError);
    expect(() => forwardedAddress(-1)).toThrow(RangeError);
  });

  it("tallies attempts: p95 of the successful ones only, refusals with and without Retry-After", () => {
    const t = tally([
      { outcome: "ok", ms: 100 },
      { outcome: "ok", ms: 300 },
      { outcome: "refused", ms: 5, retryAfter: true },
      { outcome: "refused", ms: 4 },
      { outcome: "rejected", ms: 90 },
      { outcome: "failed", ms: 15_000 },
    ]);
    expect(t).toEqual({
      n: 6,
      ok: 2,
      refused: 2,
      refusedWithRetryAfter: 1,
      rejected: 1,
      failed: 1,
      p95: 300,
      max: 300,
    });
    expect(tally([])).toMatchObject({ n: 0, ok: 0, p95: 0, max: 0 });
  });

  it("says a figure against its anchor", () => {
    expect(ratio(150, 100)).toBe("1.50×");
    expect(ratio(150, 0)).toBe("—");
  });

  it("reads the status of a raw HTTP answer", () => {
    expect(rawStatus("HTTP/1.1 408 Request Timeout\r\nConnection: close")).toBe(408);
    expect(rawStatus("HTTP/1.0 413 x")).toBe(413);
    expect(rawStatus("")).toBeNull();
    expect(rawStatus("garbage 408")).toBeNull();
  });

  it("streams exactly the asked bytes, a JSON body still valid", () => {
    const shape = { prefix: '{"phones":[', unit: '"+380501234567",', suffix: '"+380501234567"]}' };
    for (const bytes of [40, 41, 1_000, 200_003]) {
      const body = Buffer.concat([...bodyChunks(bytes, shape)]);
      expect(body.length).toBe(bytes);
      const parsed = JSON.parse(body.toString()) as { phones: string[] };
      expect(parsed.phones.every((p) => p === "+380501234567")).toBe(true);
    }
    const chunks = [...bodyChunks(300_000, { prefix: "password=" })];
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(65_536);
    expect(Buffer.concat(chunks).toString()).toBe(`password=${"x".repeat(300_000 - 9)}`);
    expect(() => [...bodyChunks(5, shape)]).toThrow(RangeError);
  });
});

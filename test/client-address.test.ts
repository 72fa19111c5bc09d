import type { IncomingHttpHeaders } from "node:http";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CLIENT_HEADER, settleForwardedHeaders } from "@/server/http/client-address";
import { parseTrustProxy } from "@/server/trust-proxy";

/** What a route handler would see of a request that reached the socket from `peer`. */
function settle(headers: IncomingHttpHeaders, peer: string, trustProxy?: string) {
  const h = { ...headers };
  settleForwardedHeaders(h, peer, parseTrustProxy(trustProxy));
  return h;
}

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join("."));

describe("the client's address", () => {
  it("without TRUST_PROXY is the socket's, whatever the client forwards", () => {
    fc.assert(
      fc.property(ipv4, fc.array(ipv4, { maxLength: 4 }), fc.string(), (peer, chain, junk) => {
        const h = settle(
          {
            "x-forwarded-for": chain.join(", "),
            "x-real-ip": chain[0] ?? junk,
            "x-forwarded-host": "evil.example",
            "x-forwarded-proto": "https",
            forwarded: `for=${junk}`,
            [CLIENT_HEADER]: "1.2.3.4",
          },
          peer,
        );
        expect(h[CLIENT_HEADER]).toBe(peer);
        for (const name of [
          "x-forwarded-for",
          "x-real-ip",
          "x-forwarded-host",
          "x-forwarded-proto",
          "forwarded",
        ])
          expect(h[name], name).toBeUndefined();
      }),
    );
  });

  it("with N trusted hops is the address the N-th proxy saw", () => {
    fc.assert(
      fc.property(
        ipv4,
        fc.array(ipv4, { minLength: 3, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        (peer, chain, hops) => {
          const h = settle({ "x-forwarded-for": chain.join(", ") }, peer, String(hops));
          // the client may have put anything before what the proxies appended
          expect(h[CLIENT_HEADER]).toBe(chain[chain.length - hops]);
        },
      ),
    );
  });

  it("with trusted proxy addresses is the first untrusted one from the console outwards", () => {
    const h = settle(
      {
        "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.5",
        "x-forwarded-proto": "https, http",
        "x-forwarded-host": "console.example.com, internal",
      },
      "10.0.0.1",
      "10.0.0.0/8",
    );
    expect(h[CLIENT_HEADER]).toBe("203.0.113.7");
    expect(h["x-forwarded-proto"]).toBe("https");
    expect(h["x-forwarded-host"]).toBe("console.example.com");
  });

  it("believes no forwarded header from a peer that is not a trusted proxy", () => {
    const h = settle(
      {
        "x-forwarded-for": "198.51.100.1",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      "203.0.113.50",
      "10.0.0.0/8",
    );
    expect(h[CLIENT_HEADER]).toBe("203.0.113.50");
    expect(h["x-forwarded-host"]).toBeUndefined();
    expect(h["x-forwarded-proto"]).toBeUndefined();
  });

  it("reads an IPv4 client on an IPv6 socket as IPv4, and a missing socket as unknown", () => {
    expect(settle({}, "::ffff:127.0.0.1")[CLIENT_HEADER]).toBe("127.0.0.1");
    const h: IncomingHttpHeaders = { "x-forwarded-for": "1.1.1.1" };
    settleForwardedHeaders(h, undefined, parseTrustProxy("1"));
    expect(h[CLIENT_HEADER]).toBe("unknown");
  });
});

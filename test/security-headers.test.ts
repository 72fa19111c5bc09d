import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { BASELINE_SECURITY_HEADERS } from "@/lib/security-headers";
import { config, proxy } from "@/proxy";

type Header = { key: string; value: string };
/** next.config.js is plain JavaScript (and allowJs is off): what the test reads of it */
const {
  default: nextConfig,
  apiSecurityHeaders,
  apiHttpsHeaders,
} = (await import(new URL("../next.config.js", import.meta.url).href)) as {
  default: {
    headers(): Promise<{ source: string; has?: unknown[]; headers: Header[] }[]>;
  };
  apiSecurityHeaders: Header[];
  apiHttpsHeaders: Header[];
};

/** The proxy's matcher as a RegExp (its source is one path-to-regexp group). */
function matcher(): RegExp {
  const source = (config.matcher[0] as { source: string }).source;
  const group = /^\/\((.*)\)$/.exec(source);
  if (!group) throw new Error(`unexpected matcher ${source}`);
  return new RegExp(`^/(?:${group[1]})$`);
}

describe("security headers", () => {
  it("the proxy runs for pages and not for the API", () => {
    const m = matcher();
    for (const page of ["/", "/login", "/viber/campaigns", "/users/3"])
      expect(m.test(page)).toBe(true);
    for (const api of ["/api/viber/campaigns", "/api/auth/session", "/api/health"])
      expect(m.test(api)).toBe(false);
    expect(m.test("/_next/static/chunks/a.js")).toBe(false);
  });

  it("pages still get a nonce CSP and the other headers from the proxy", () => {
    const res = proxy(
      new NextRequest("http://127.0.0.1/viber/campaigns", {
        headers: { cookie: "next-auth.session-token=x" },
      }),
    );
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
      expect(res.headers.get(name), name).toBe(value);
  });

  it("every API answer gets the API's headers from next.config.js, HSTS behind HTTPS", async () => {
    const rules = await nextConfig.headers();
    const api = rules.filter((r) => r.source === "/api/:path*");
    const always = api.find((r) => !r.has);
    expect(always?.headers).toEqual(apiSecurityHeaders);
    const byKey = Object.fromEntries(apiSecurityHeaders.map((h) => [h.key, h.value]));
    expect(byKey["Content-Security-Policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(byKey["X-Content-Type-Options"]).toBe("nosniff");
    expect(byKey["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(byKey["X-Frame-Options"]).toBe("DENY");
    // next.config.js is plain JavaScript: it repeats lib/security-headers.ts, kept equal here
    for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
      expect(byKey[name], name).toBe(value);
    const https = api.find((r) => r.has);
    expect(https?.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
    expect(https?.headers).toEqual(apiHttpsHeaders);
    expect(apiHttpsHeaders[0]?.key).toBe("Strict-Transport-Security");
  });
});

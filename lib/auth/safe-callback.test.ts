import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { safeCallbackPath, safeRedirect } from "./safe-callback";

describe("safeCallbackPath", () => {
  it("keeps paths on this console", () => {
    for (const path of ["/", "/email/bounces", "/email/log?from=2026-11-01&to=2026-11-24", "/a#b"])
      expect(safeCallbackPath(path)).toBe(path);
    expect(safeCallbackPath(["/email/log", "/x"])).toBe("/email/log");
  });

  it("refuses every way out that browsers accept", () => {
    for (const bad of [
      "/\t/evil.example/x", // the reported attack: /%09/evil.example/x after decoding
      "/\n/evil.example",
      "/\r/evil.example",
      "/ /evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%2F/evil.example", // decodes to //evil.example
      "/%5Cevil.example",
      "/%09/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\u0000",
      "/\u2028evil",
      "%E0%A4%A", // not decodable
      "",
      undefined,
      42,
    ])
      expect(safeCallbackPath(bad), JSON.stringify(bad)).toBe("/");
  });

  it("never yields anything a browser would take to another origin", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (tail) => {
        const out = safeCallbackPath(`/${tail}`);
        const url = new URL(out, "http://console.invalid");
        expect(url.origin).toBe("http://console.invalid");
        expect(out.startsWith("//")).toBe(false);
        // a header value: never a character past ASCII (issue 32, row 7)
        expect(out).toMatch(/^[\x21-\x7e]+$/);
      }),
    );
  });

  it("keeps a Unicode path on this console, percent-encoded, and never double-encodes", () => {
    // the probe's link, /login?callbackUrl=%2F%E3%80%82x, as the page reads it
    expect(safeCallbackPath("/\u3002x")).toBe("/%E3%80%82x");
    expect(safeCallbackPath("/%E3%80%82x")).toBe("/%E3%80%82x");
    expect(safeCallbackPath("/email/recipients/田中@example.com?q=ü#é")).toBe(
      "/email/recipients/%E7%94%B0%E4%B8%AD@example.com?q=%C3%BC#%C3%A9",
    );
    expect(safeCallbackPath("/email/log?q=%C3%BC")).toBe("/email/log?q=%C3%BC");
    // still refused when it leaves the console, in any script
    expect(safeCallbackPath("/.//evil.example")).toBe("/");
    expect(safeCallbackPath("/\u3000/evil.example")).toBe("/");
  });
});

describe("safeRedirect (next-auth)", () => {
  const base = "http://127.0.0.1:3000";
  it("keeps this console's paths and absolute URLs, sends the rest home", () => {
    expect(safeRedirect("/email/log", base)).toBe(`${base}/email/log`);
    expect(safeRedirect(`${base}/viber/campaigns?page=2`, base)).toBe(
      `${base}/viber/campaigns?page=2`,
    );
    expect(safeRedirect("https://evil.example/", base)).toBe(base);
    expect(safeRedirect("/\t/evil.example", base)).toBe(`${base}/`);
    // a malformed URL (an invalid port) is not a 500
    expect(safeRedirect("http://127.0.0.1:3000.evil.example/", base)).toBe(base);
    // next-auth puts this in a Location header: ASCII only
    expect(safeRedirect("/\u3002x", base)).toBe(`${base}/%E3%80%82x`);
    expect(safeRedirect(`${base}/\u3002x`, base)).toBe(`${base}/%E3%80%82x`);
  });
});

import { gzipSync } from "node:zlib";

import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";

import { chromiumLaunchOptions } from "../../e2e/chromium";
import { leftover } from "./leftovers";

/** Debian's Chromium, launched as the e2e suite launches it (never a Playwright download). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  browser.once(
    "disconnected",
    leftover(() => void browser.close()),
  );
  return browser;
}

/** A fresh context (empty cache) carrying the console's session cookie, if any. */
export async function freshContext(
  browser: Browser,
  consoleUrl: string,
  cookie: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: consoleUrl }]);
  }
  // LCP and CLS as the page sees them, from the first paint on
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return context;
}

export interface ScriptTally {
  /** encoded (on-the-wire) body bytes of every script response */
  wireBytes: number;
  /** gzip bytes: the wire bytes when the server compressed, else zlib's gzip of the body */
  gzipBytes: number;
  /** decoded body bytes */
  rawBytes: number;
  count: number;
  /** scripts that came without gzip (their gzip size is computed) */
  notGzip: string[];
  /** each script: its URL path and gzip / decoded bytes */
  scripts: { path: string; gzip: number; raw: number }[];
}

/**
 * Counts every script the page fetches, through CDP with the cache disabled.
 * Call `done()` once the page has settled.
 */
export async function tallyScripts(page: Page): Promise<{ done(): Promise<ScriptTally> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<
    string,
    { url: string; headerBytes: number; encoding: string | null; decoded: number }
  >();
  const finished: { id: string; total: number }[] = [];
  cdp.on("Network.responseReceived", (e) => {
    if (e.type !== "Script") return;
    const h = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    scripts.set(e.requestId, {
      url: e.response.url,
      headerBytes: e.response.encodedDataLength,
      encoding: h["content-encoding"] ?? null,
      decoded: 0,
    });
  });
  cdp.on("Network.dataReceived", (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.decoded += e.dataLength;
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (scripts.has(e.requestId)) finished.push({ id: e.requestId, total: e.encodedDataLength });
  });
  return {
    async done() {
      const tally: ScriptTally = {
        wireBytes: 0,
        gzipBytes: 0,
        rawBytes: 0,
        count: 0,
        notGzip: [],
        scripts: [],
      };
      for (const f of finished) {
        const s = scripts.get(f.id)!;
        const wire = Math.max(0, f.total - s.headerBytes);
        tally.count++;
        tally.wireBytes += wire;
        tally.rawBytes += s.decoded;
        let gzip = wire;
        if (s.encoding !== "gzip") {
          const { body, base64Encoded } = await cdp.send("Network.getResponseBody", {
            requestId: f.id,
          });
          tally.notGzip.push(`${new URL(s.url).pathname} (${s.encoding ?? "identity"})`);
          gzip = gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8")).length;
        }
        tally.gzipBytes += gzip;
        tally.scripts.push({ path: new URL(s.url).pathname, gzip, raw: s.decoded });
      }
      await cdp.detach();
      return tally;
    },
  };
}

export async function readVitals(page: Page): Promise<{ lcp: number; cls: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

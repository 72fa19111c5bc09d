import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Browser } from "@playwright/test";

import { median } from "../../tools/stats";
import { freshContext, kb, readVitals, tallyScripts, type ScriptTally } from "../lib/browser";
import { demoInChromium, sampleIds, type ConsoleHandle } from "../lib/demo-console";
import { DOMAIN_ADD_TASK_LIMIT, measureDomainAdd } from "../lib/domain-add";
import type { Section, SectionResult } from "../lib/types";

/** loads per page (BENCH_PAGE_LOADS for a quick look on a busy machine; the figures of record use 5) */
const LOADS = Number(process.env.BENCH_PAGE_LOADS) || 5;
const JS_LIMIT = 200 * 1024;
/** the sign-in page, all its JavaScript (a bare Next 16 page is ~132 KB) */
const SIGN_IN_LIMIT = 160 * 1024;
/** every page, all its JavaScript until the network is idle (lazy chunks such as the charts too) */
const ALL_JS_LIMIT = 280 * 1024;
/** the anchor: a page of this console with nothing but the root layout (an unknown address) */
const BARE_PATH = "/bench-no-such-page";
const RATIO_LIMIT = 1.5;
const LCP_LIMIT = 1000;
const CLS_LIMIT = 0.05;

interface PageFigures {
  path: string;
  /** first-load JavaScript (Next's first-load chunks of the route), gzip */
  gzip: number;
  raw: number;
  /** every script until the network is idle, gzip (lazy chunks such as the charts too) */
  allGzip: number;
  scripts: number;
  /** dedicated workers started before the network was idle (their scripts are not in allGzip) */
  workers: number;
  notGzip: string[];
  lcp: number;
  cls: number;
}

/**
 * The chunks Next counts as each route's first load (the build writes them to
 * .next/diagnostics/route-bundle-stats.json): what the page needs before it is
 * interactive, as opposed to chunks a page imports later (next/dynamic).
 */
function firstLoadChunks(): Map<string, Set<string>> {
  const file = path.join(
    import.meta.dirname,
    "..",
    "..",
    ".next",
    "diagnostics",
    "route-bundle-stats.json",
  );
  if (!existsSync(file)) throw new Error(`${file} is missing (run \`npm run build\`)`);
  // A build for scripts/page-chunks.mjs (BUNDLE_MAPS=1) ends every script with a
  // sourceMappingURL comment, ~0.6 KB gzip a page that a normal build does not send.
  const chunks = path.join(path.dirname(file), "..", "static", "chunks");
  const mapped = readdirSync(chunks).some(
    (f) =>
      f.endsWith(".js") &&
      /\/\/# sourceMappingURL=\S+\s*$/.test(readFileSync(path.join(chunks, f), "utf8")),
  );
  if (mapped)
    throw new Error("the build has browser source maps (BUNDLE_MAPS=1): run `npm run build`");
  const stats = JSON.parse(readFileSync(file, "utf8")) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  return new Map(
    stats.map((r) => [
      r.route,
      new Set(r.firstLoadChunkPaths.map((c) => `/_next/${c.replace(/^\.next\//, "")}`)),
    ]),
  );
}

/**
 * Every page, signed in as the demo admin, in Chromium: the JavaScript it loads
 * (a fresh context each load, cache off) — first-load and all until the network
 * is idle — LCP and CLS.
 */
export const pagesSection: Section = {
  name: "pages",
  limitMs: 420_000,
  async run(): Promise<SectionResult> {
    const { browser, startConsole, close } = await demoInChromium();
    try {
      const c = await startConsole({ MESSAGING_API_MAX_RPS: "10" });
      const ids = await sampleIds(c);
      const chunksOf = firstLoadChunks();
      // the page's URL, and the build's route for it where the two differ
      const page = (path: string, route = path) => ({ path, route, signedIn: true });
      const pages: { path: string; route: string; signedIn: boolean; status?: number }[] = [
        { path: "/login", route: "/login", signedIn: false },
        // the anchor: React, Next's runtime, the root layout and the not-found page, nothing else
        { path: BARE_PATH, route: "/_not-found", signedIn: true, status: 404 },
        page("/"),
        page("/viber/campaigns"),
        page("/viber/campaigns/new"),
        page(`/viber/campaigns/${ids.campaign}`, "/viber/campaigns/[id]"),
        page("/viber/senders"),
        page("/viber/blacklist"),
        page("/email/send"),
        page("/email/log"),
        page(`/email/log/${encodeURIComponent(ids.email)}`, "/email/log/[id]"),
        page("/email/bounces"),
        page(`/email/recipients/${encodeURIComponent(ids.recipient)}`, "/email/recipients/[email]"),
        page("/email/unsubscribes"),
        page("/email/senders"),
        page("/email/domains"),
        page("/admin/users"),
        page("/admin/audit"),
      ];
      const figures: PageFigures[] = [];
      for (const p of pages) {
        const runs: { t: ScriptTally; workers: number; lcp: number; cls: number }[] = [];
        for (let i = 0; i < LOADS; i++)
          runs.push(await measure(browser, c, p.path, p.signedIn, p.status));
        const firstLoad = chunksOf.get(p.route);
        if (!firstLoad) throw new Error(`the build lists no route ${p.route}`);
        const first = (t: ScriptTally) => t.scripts.filter((s) => firstLoad.has(s.path));
        figures.push({
          path: p.path,
          gzip: median(runs.map((r) => first(r.t).reduce((n, s) => n + s.gzip, 0))),
          raw: median(runs.map((r) => first(r.t).reduce((n, s) => n + s.raw, 0))),
          allGzip: median(runs.map((r) => r.t.gzipBytes)),
          scripts: median(runs.map((r) => r.t.count)),
          workers: Math.max(...runs.map((r) => r.workers)),
          notGzip: [...new Set(runs.flatMap((r) => r.t.notGzip))],
          lcp: median(runs.map((r) => r.lcp)),
          cls: median(runs.map((r) => r.cls)),
        });
      }

      const domainAdd = await measureDomainAdd(browser, c);

      const signIn = figures[0]!;
      const bare = figures[1]!;
      const ratio = (f: PageFigures) => f.gzip / Math.max(signIn.gzip, 1);
      const overBare = (f: PageFigures) => f.gzip / Math.max(bare.gzip, 1);
      const notGzip = [...new Set(figures.flatMap((f) => f.notGzip))];
      const lines = [
        `Signed in as the demo admin (sign-in page signed out); ${LOADS} loads per page, each in a fresh Chromium context with the cache disabled, medians shown. First-load JavaScript is what Chromium fetched of the chunks Next's build lists as the route's first load (\`.next/diagnostics/route-bundle-stats.json\`): what the page needs before it is interactive. "All JS" is every script until the network is idle, including chunks a page imports after it has rendered (the charts, through next/dynamic); a dedicated worker's scripts are fetched outside the page's CDP session, so a page that starts a worker before the network is idle says so in that column instead of counting it. Gzip bytes on the wire, without headers.${notGzip.length ? ` ${notGzip.length} script(s) came without gzip; their gzip size was computed with zlib (default level): ${notGzip.join(", ")}. The rest came gzipped (next.config.js keeps Next's default \`compress: true\`).` : " Every script came gzipped (next.config.js keeps Next's default `compress: true`), so these are the bytes transferred."}`,
        "",
        `The anchor is \`${BARE_PATH}\` (signed in): an address with no page, answered 404 by the root layout's not-found page — React, Next's runtime and the root layout (the theme), none of the console's code. "× bare" is a page's first-load JS over the anchor's.`,
        "",
        "| page | first-load JS gzip | decoded | × bare | × sign-in | all JS gzip (scripts) | LCP | CLS |",
        "|---|---|---|---|---|---|---|---|",
        ...figures.map(
          (f) =>
            `| \`${f.path}\` | ${kb(f.gzip)} | ${kb(f.raw)} | ${overBare(f).toFixed(2)} | ${ratio(f).toFixed(2)} | ${kb(f.allGzip)} (${f.scripts})${f.workers ? ` + ${f.workers} worker(s), not counted` : ""} | ${Math.round(f.lcp)} ms | ${f.cls.toFixed(3)} |`,
        ),
        "",
        `Adding a sender domain on \`/email/domains\` (3 runs, a new domain each, in a fresh context): from the click on the dialog's "Add domain" to the new card on screen, and the longest main-thread task from that click until a second after (a \`PerformanceObserver('longtask')\`): median ${Math.round(domainAdd.cardMs)} ms to the card, longest task ${Math.round(domainAdd.longestTask)} ms (worst run ${Math.round(domainAdd.worstTask)} ms).`,
      ];
      const worst = <K extends keyof PageFigures>(k: K) =>
        figures.reduce((a, b) => ((b[k] as number) > (a[k] as number) ? b : a));
      const heaviest = worst("gzip");
      const heaviestAll = worst("allGzip");
      const signedIn = figures.slice(2);
      const heaviestRatio = signedIn.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
      const slowest = worst("lcp");
      const shiftiest = worst("cls");
      const over = (pred: (f: PageFigures) => boolean) =>
        figures
          .filter(pred)
          .map((f) => `\`${f.path}\``)
          .join(", ");
      const missedList = (pred: (f: PageFigures) => boolean) => {
        const o = over(pred);
        return o ? `; over: ${o}` : "";
      };
      return {
        lines,
        targets: [
          {
            target: "sign-in page, all JS ≤ 160 KB gzip",
            figure: `${kb(signIn.allGzip)} = ${(signIn.allGzip / Math.max(bare.allGzip, 1)).toFixed(2)}× the bare page's ${kb(bare.allGzip)}`,
            met: signIn.allGzip <= SIGN_IN_LIMIT,
          },
          {
            target: "every page's first-load JS ≤ 200 KB gzip",
            figure: `largest ${kb(heaviest.gzip)} (\`${heaviest.path}\`)${missedList((f) => f.gzip > JS_LIMIT)}`,
            met: heaviest.gzip <= JS_LIMIT,
          },
          {
            target: "every page's first-load JS ≤ 1.5× the sign-in page's",
            figure: `sign-in ${kb(signIn.gzip)}; largest ${ratio(heaviestRatio).toFixed(2)}× (\`${heaviestRatio.path}\`)${missedList((f) => ratio(f) > RATIO_LIMIT)}`,
            met: ratio(heaviestRatio) <= RATIO_LIMIT,
          },
          {
            target: "every page's JS until the network is idle ≤ 280 KB gzip",
            figure: `largest ${kb(heaviestAll.allGzip)} (\`${heaviestAll.path}\`)${missedList((f) => f.allGzip > ALL_JS_LIMIT)}${over((f) => f.workers > 0) ? `; a worker started before idle, its scripts not counted, on ${over((f) => f.workers > 0)}` : ""}`,
            // a worker's scripts are not counted: a page that starts one cannot be said to be under
            met: heaviestAll.allGzip <= ALL_JS_LIMIT && figures.every((f) => f.workers === 0),
          },
          {
            target: "LCP ≤ 1 s on loopback",
            figure: `slowest ${Math.round(slowest.lcp)} ms (\`${slowest.path}\`)${missedList((f) => f.lcp > LCP_LIMIT)}`,
            met: slowest.lcp <= LCP_LIMIT,
          },
          {
            target: `adding a sender domain: no main-thread task > ${DOMAIN_ADD_TASK_LIMIT} ms`,
            figure: `longest ${Math.round(domainAdd.longestTask)} ms (median of 3; worst ${Math.round(domainAdd.worstTask)} ms); card after ${Math.round(domainAdd.cardMs)} ms`,
            met: domainAdd.longestTask <= DOMAIN_ADD_TASK_LIMIT,
          },
          {
            target: "CLS ≤ 0.05",
            figure: `largest ${shiftiest.cls.toFixed(3)} (\`${shiftiest.path}\`)${missedList((f) => f.cls > CLS_LIMIT)}`,
            met: shiftiest.cls <= CLS_LIMIT,
          },
        ],
      };
    } finally {
      await close();
    }
  },
};

async function measure(
  browser: Browser,
  c: ConsoleHandle,
  path: string,
  signedIn: boolean,
  status = 200,
) {
  const context = await freshContext(browser, c.url, signedIn ? c.cookie : null);
  try {
    const page = await context.newPage();
    const tally = await tallyScripts(page);
    let workers = 0;
    page.on("worker", () => workers++);
    const res = await page.goto(`${c.url}${path}`, { waitUntil: "networkidle", timeout: 30_000 });
    if (!res || res.status() !== status)
      throw new Error(`${path} answered ${res?.status()}, not ${status}`);
    const landed = new URL(page.url()).pathname;
    if (signedIn && landed === "/login") throw new Error(`${path} sent the browser to sign in`);
    // LCP settles after the last render; give late content a moment
    await page.waitForTimeout(300);
    const vitals = await readVitals(page);
    const t = await tally.done();
    return { t, workers, ...vitals };
  } finally {
    await context.close();
  }
}

// What each page's JavaScript is made of, chunk by chunk (issue 14's page weight).
//
//   BUNDLE_MAPS=1 npx next build        (browser source maps: next.config.js)
//   node scripts/page-chunks.mjs [--chunks] [--min=KB] [route…]   a route's first-load chunks
//   node scripts/page-chunks.mjs --all                             every chunk, lazy ones too
//
// A route's first-load chunks are the build's own list (.next/diagnostics/
// route-bundle-stats.json, as bench/sections/pages.ts uses). Each chunk is
// gzipped whole (zlib's default level, as Next's compression); its gzip bytes
// are shared among the packages and files it holds in proportion to the gzip
// size of each one's code alone, read from the chunk's source map.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { decodedMappings, FlattenMap } from "@jridgewell/trace-mapping";

const root = path.join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const minKb = Number(args.find((a) => a.startsWith("--min="))?.slice(6) ?? 1);
const routes = args.filter((a) => !a.startsWith("--"));
const kb = (n) => (n / 1024).toFixed(1);
const gzip = (text) => zlib.gzipSync(text).length;

/** A source's name in a chunk's map → its package (next's runtime by folder), or its project path. */
function partOf(source) {
  const file = source.replace(/^.*?\[project\]\//, "").replace(/^turbopack:\/\/\/?/, "");
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?/.exec(file);
  if (!m) return file;
  return m[1] === "next" ? `next:${(m[2] ?? "").split("/").slice(1, 4).join("/")}` : m[1];
}

const chunks = new Map();
function chunk(file) {
  if (chunks.has(file)) return chunks.get(file);
  const code = readFileSync(file, "utf8");
  const found = { gzip: gzip(code), parts: new Map() };
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = url ? path.join(path.dirname(file), url) : null;
  if (mapFile && existsSync(mapFile)) {
    const map = new FlattenMap(JSON.parse(readFileSync(mapFile, "utf8")));
    const lines = code.split("\n");
    const texts = new Map();
    decodedMappings(map).forEach((segments, i) => {
      const line = lines[i] ?? "";
      segments.forEach((seg, j) => {
        const end = j + 1 < segments.length ? segments[j + 1][0] : line.length;
        const part = seg.length > 1 ? partOf(map.sources[seg[1]] ?? "") : "(unmapped)";
        texts.set(part, (texts.get(part) ?? "") + line.slice(seg[0], end));
      });
    });
    const alone = [...texts].map(([part, text]) => [part, gzip(text)]);
    const sum = alone.reduce((n, [, z]) => n + z, 0);
    for (const [part, z] of alone) found.parts.set(part, (z / sum) * found.gzip);
  }
  chunks.set(file, found);
  return found;
}

const top = (parts, n) =>
  [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([part, z]) => `${part} ${kb(z)}`)
    .join("; ");

const dir = path.join(root, ".next", "static", "chunks");
if (!existsSync(dir)) throw new Error("no build: run `BUNDLE_MAPS=1 npx next build` first");

if (flag("all")) {
  const all = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => [f, chunk(path.join(dir, f))])
    .sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [f, c] of all) console.log(`${f} ${kb(c.gzip)} KB: ${top(c.parts, 6)}`);
} else {
  const stats = JSON.parse(
    readFileSync(path.join(root, ".next", "diagnostics", "route-bundle-stats.json"), "utf8"),
  );
  let unmapped = 0;
  for (const r of stats) {
    if (routes.length && !routes.includes(r.route)) continue;
    const files = r.firstLoadChunkPaths.map((c) => path.join(root, c));
    const total = files.reduce((n, f) => n + chunk(f).gzip, 0);
    console.log(`${r.route}: ${kb(total)} KB gzip in ${files.length} chunks`);
    const parts = new Map();
    for (const f of files) {
      const c = chunk(f);
      if (c.parts.size === 0) unmapped++;
      if (flag("chunks"))
        console.log(`    ${path.basename(f)} ${kb(c.gzip)} KB: ${top(c.parts, 4)}`);
      for (const [part, z] of c.parts) parts.set(part, (parts.get(part) ?? 0) + z);
    }
    for (const [part, z] of [...parts].sort((a, b) => b[1] - a[1]))
      if (z >= minKb * 1024) console.log(`  ${kb(z).padStart(6)}  ${part}`);
  }
  if (unmapped)
    console.log(`(${unmapped} chunk(s) without a source map: build with BUNDLE_MAPS=1)`);
}

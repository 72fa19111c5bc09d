// Splits the end-to-end specs into shards of about equal time, for scripts/e2e.sh.
//
//   node scripts/e2e-shards.mjs <shards> <shard>   prints that shard's spec files, one a line
//
// Playwright's own --shard splits by test count in file order, which put the long
// specs (the shell tour, the sample replay, the scale-out and standalone servers) on
// one side: one shard ran ~1.4 min longer than the other. Here each spec file weighs
// what it took (e2e/durations.json, seconds measured in a quiet run; a spec not
// listed weighs DEFAULT) and the files are dealt longest first to the lightest shard.
// Specs that run alone (playwright.config.ts's aloneSpecs) are dropped by Playwright.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DEFAULT = 15;

/** Longest first to the shard with the least time so far; ties by name, so every shard agrees. */
export function deal(weights, files, shards) {
  const bins = Array.from({ length: shards }, () => ({ time: 0, files: [] }));
  const weight = (f) => weights[f] ?? DEFAULT;
  const order = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of order) {
    const bin = bins.reduce((min, b) => (b.time < min.time ? b : min));
    bin.time += weight(file);
    bin.files.push(file);
  }
  return bins;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [shards, shard] = process.argv.slice(2).map(Number);
  if (!(shards >= 1 && shard >= 1 && shard <= shards)) {
    console.error("usage: node scripts/e2e-shards.mjs <shards> <shard>");
    process.exit(2);
  }
  const dir = path.join(import.meta.dirname, "..", "e2e");
  const { seconds } = JSON.parse(readFileSync(path.join(dir, "durations.json"), "utf8"));
  const files = readdirSync(dir).filter((f) => f.endsWith(".spec.ts"));
  for (const file of deal(seconds, files, shards)[shard - 1].files) console.log(`e2e/${file}`);
}

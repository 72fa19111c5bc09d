// `npm run bench`: loopback-only, time-bounded measurements written to
// bench/RESULTS.md. `npm run bench -- --only=<section>` runs one section.
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";

import type { Section, SectionResult } from "./lib/types";
import { embeddedApiSection } from "./sections/embedded-api";
import { proxyHopSection } from "./sections/proxy-hop";

const sections: Section[] = [embeddedApiSection, proxyHopSection];
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

const results: { name: string; result: SectionResult }[] = [];
for (const section of sections) {
  if (only && section.name !== only) continue;
  console.log(`\n== ${section.name}`);
  const started = Date.now();
  let result: SectionResult;
  try {
    result = await section.run();
  } catch (err) {
    result = {
      lines: [`not measured: ${err instanceof Error ? err.message : String(err)}`],
      targets: [],
    };
  }
  for (const line of result.lines) console.log(line);
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  results.push({ name: section.name, result });
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const machine = `${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const md = [
  "# Benchmark results",
  "",
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${machine}.`,
  "Loopback only; each load runs for a few seconds. Figures vary run to run by ~10%.",
  "",
  ...results.flatMap(({ name, result }) => [
    `## ${name}`,
    "",
    ...result.lines,
    "",
    ...(result.targets.length
      ? [
          "| target | figure | verdict |",
          "|---|---|---|",
          ...result.targets.map(
            (t) => `| ${t.target} | ${t.figure} | ${t.met ? "met" : "MISSED"} |`,
          ),
          "",
        ]
      : []),
  ]),
  "## Not measured yet",
  "",
  "Upstream protection with 200 users, page weights, LCP/CLS and the big-data timings (issue 6) are not in this suite yet.",
  "",
].join("\n");
if (!only) writeFileSync(path.join(import.meta.dirname, "RESULTS.md"), md);
else console.log("\n(--only: bench/RESULTS.md left as it was)");

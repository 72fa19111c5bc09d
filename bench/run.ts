// `npm run bench`: loopback-only, time-bounded measurements written to
// bench/RESULTS.md. `npm run bench -- --only=<section>` runs one section.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import path from "node:path";

import { stopLeftovers } from "./lib/leftovers";
import type { Section, SectionResult } from "./lib/types";
import { bigDataSection } from "./sections/big-data";
import { embeddedApiSection } from "./sections/embedded-api";
import { pagesSection } from "./sections/pages";
import { phoneListsSection } from "./sections/phone-lists";
import { proxyHopSection } from "./sections/proxy-hop";
import { signInSection } from "./sections/sign-in";
import { upstreamProtectionSection } from "./sections/upstream-protection";
import { watchSection } from "./sections/watch";

const sections: Section[] = [
  embeddedApiSection,
  proxyHopSection,
  upstreamProtectionSection,
  signInSection,
  pagesSection,
  phoneListsSection,
  bigDataSection,
  watchSection,
];
/** A section that has not finished by then is reported as not measured (unless it sets limitMs). */
const SECTION_LIMIT_MS = 240_000;
const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);

const benchStarted = Date.now();
const results: { name: string; result: SectionResult; failed?: string }[] = [];
for (const section of sections) {
  if (only && section.name !== only) continue;
  console.log(`\n== ${section.name}`);
  const started = Date.now();
  let result: SectionResult;
  let failed: string | undefined;
  try {
    let timer: NodeJS.Timeout | undefined;
    const limit = section.limitMs ?? SECTION_LIMIT_MS;
    result = await Promise.race([
      section.run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`did not finish within ${limit / 1000} s`)),
          limit,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  } catch (err) {
    failed = err instanceof Error ? err.message : String(err);
    result = {
      lines: [`not measured: ${failed}`],
      targets: [],
    };
  }
  // an overrun section still runs: stop the processes and browsers it left
  const left = stopLeftovers();
  if (left > 0 && failed)
    result.lines.push(`(stopped ${left} process(es) or browser(s) it left running)`);
  for (const line of result.lines) console.log(line);
  // the verdicts too, as RESULTS.md will have them (an --only run writes no RESULTS.md)
  for (const t of result.targets)
    console.log(`${t.met ? "met   " : "MISSED"} ${t.target}: ${t.figure}`);
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  results.push({ name: section.name, result, failed });
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const machine = `${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const limitsFile = path.join(import.meta.dirname, "LIMITS.md");
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
  "## Targets",
  "",
  "Every quality target of docs/benchmarks.md measured above, in one place.",
  "",
  "| section | target | figure | verdict |",
  "|---|---|---|---|",
  ...results.flatMap(({ name, result, failed }) =>
    result.targets.length
      ? result.targets.map(
          (t) => `| ${name} | ${t.target} | ${t.figure} | ${t.met ? "met" : "MISSED"} |`,
        )
      : failed
        ? [`| ${name} | — | not measured: ${failed} | MISSED |`]
        : [],
  ),
  "",
  // the hand-written explanation of what limits the targets missed
  existsSync(limitsFile) ? readFileSync(limitsFile, "utf8") : "",
].join("\n");
if (!only) writeFileSync(path.join(import.meta.dirname, "RESULTS.md"), md);
else console.log("\n(--only: bench/RESULTS.md left as it was)");
console.log(`\nbench took ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
// a section that timed out may leave handles open; the results are written
process.exit(0);

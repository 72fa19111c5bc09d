import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { importStyleFixes, STYLED } from "@/tools/import-style";

import { allImports, folderPairs, importCycles, type Graph } from "./import-ties";

/**
 * Every import counts here, `import type` and `import()` included: a lazily
 * loaded file that imports a type back from its loader still ties the two files
 * together for whoever reads or moves them. (eslint's import/no-cycle follows
 * value imports only.)
 */
const ROOT = path.join(import.meta.dirname, "..");
const SKIP = new Set([
  "node_modules",
  ".next",
  ".git",
  "data",
  "test-results",
  "playwright-report",
  ".tmp",
]);

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.(ts|tsx|mjs)$/.test(e.name) && !/\.d\.m?ts$/.test(e.name)) out.push(p);
  }
  return out;
}

const graph: Graph = new Map(
  sources(ROOT).map((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const rel = path.relative(ROOT, file);
    return [
      rel,
      allImports(
        ROOT,
        rel,
        info.importedFiles.map((i) => i.fileName),
      ),
    ];
  }),
);

/** Tests and e2e specs may reach across folders; the product's folders may not tie. */
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || /^(test|e2e)\//.test(file);

describe("imports", () => {
  it("make no circle of files", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('tie no two folders both ways (ARCHITECTURE.md, "What may import what")', () => {
    const product = new Map([...graph].filter(([file]) => !isTest(file)));
    expect(folderPairs(product)).toEqual([]);
  });

  it("are written `@/` across folders and relative within one (tools/import-style.ts)", () => {
    const styled = [...graph.keys()].filter(
      (file) => /\.tsx?$/.test(file) && STYLED.includes(file.split("/")[0]!),
    );
    const problems = styled.flatMap((file) =>
      importStyleFixes(ROOT, file, readFileSync(path.join(ROOT, file), "utf8")).map(
        (f) => `${file}: ${f.from} → ${f.to}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("see a circle, a tie and a specifier out of style where there is one", () => {
    const style = (source: string) =>
      importStyleFixes(ROOT, "lib/datetime.ts", source).map((f) => f.to);
    expect(style('import { env } from "../server/env";')).toEqual(["@/server/env"]);
    expect(style('import { formatNumber } from "@/lib/format";')).toEqual(["./format"]);
    expect(style('import { formatNumber } from "./format";')).toEqual([]);
    const toy: Graph = new Map([
      ["a/x.ts", ["a/y.ts"]],
      ["a/y.ts", ["b/z.ts"]],
      ["b/z.ts", ["a/x.ts"]],
      ["c/one.ts", ["c/two.ts"]],
      ["c/two.ts", []],
    ]);
    expect(importCycles(toy)).toEqual([["a/x.ts", "a/y.ts", "b/z.ts"]]);
    expect(folderPairs(toy).map((p) => p.pair)).toEqual(["a <-> b"]);
  });
});

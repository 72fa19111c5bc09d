import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";

/**
 * The import style: `@/` across folders, relative within one folder. `importStyleFixes`
 * says, for one file, which module specifiers break it and what they should read;
 * `npx tsx tools/import-style.ts --write <files…>` rewrites them in place (mechanical,
 * so it can be run again after a merge). test/import-ties.test.ts checks the folders
 * in STYLED.
 */
export const STYLED = ["app", "components", "lib", "server", "test"];

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(root: string, file: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(root, path.dirname(file), spec)
      : null;
  if (base === null) return null;
  const found = EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile());
  return found ? path.relative(root, found) : null;
}

export interface StyleFix {
  /** where the specifier's text starts and ends in the file (inside its quotes) */
  pos: number;
  end: number;
  from: string;
  to: string;
}

/** The specifiers of `file` (relative to `root`) written against the style, with their fix. */
export function importStyleFixes(root: string, file: string, source: string): StyleFix[] {
  const dir = path.dirname(file);
  const fixes: StyleFix[] = [];
  for (const ref of ts.preProcessFile(source, true, true).importedFiles) {
    const spec = ref.fileName;
    const target = resolve(root, file, spec);
    if (target === null) continue;
    const sameFolder = path.dirname(target) === dir;
    // keep what the specifier names (a folder's index, an extension) and change only its base
    const resolvedBase = spec.startsWith("@/")
      ? spec.slice(2)
      : path.relative(root, path.resolve(root, dir, spec));
    let to: string | null = null;
    if (spec.startsWith(".") && !sameFolder) to = `@/${resolvedBase}`;
    else if (spec.startsWith("@/") && sameFolder) to = `./${path.relative(dir, resolvedBase)}`;
    // ref.pos is the opening quote's
    const pos = ref.pos + 1;
    if (to !== null && to !== spec) fixes.push({ pos, end: pos + spec.length, from: spec, to });
  }
  return fixes;
}

function applyFixes(source: string, fixes: StyleFix[]): string {
  let out = source;
  for (const f of [...fixes].sort((a, b) => b.pos - a.pos))
    out = out.slice(0, f.pos) + f.to + out.slice(f.end);
  return out;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const root = process.cwd();
  const write = process.argv.includes("--write");
  let count = 0;
  for (const arg of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
    const file = path.relative(root, path.resolve(arg));
    const source = readFileSync(file, "utf8");
    const fixes = importStyleFixes(root, file, source);
    count += fixes.length;
    for (const f of fixes) console.log(`${file}: ${f.from} → ${f.to}`);
    if (write && fixes.length) writeFileSync(file, applyFixes(source, fixes));
  }
  console.log(`${count} specifier(s) ${write ? "rewritten" : "to rewrite"}`);
}

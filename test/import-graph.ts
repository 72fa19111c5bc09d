import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";

/**
 * The static import graph the browser loads with a page: value imports and
 * re-exports of project files, followed from an entry; `import type`, type-only
 * specifiers and `import()` (next/dynamic, code loaded when used) are not edges.
 * Packages are leaves, named by their package name (`zod`, `libphonenumber-js`).
 */
const ROOT = process.cwd();
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (base === null) return null;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${spec}`);
}

function packageName(spec: string): string {
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

const edgesCache = new Map<string, string[]>();
const clientCache = new Map<string, boolean>();

/** Whether a file starts with the "use client" directive (a client module and all it imports). */
export function isClientModule(file: string): boolean {
  let client = clientCache.get(file);
  if (client === undefined) {
    const first = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest)
      .statements[0];
    client =
      !!first &&
      ts.isExpressionStatement(first) &&
      ts.isStringLiteral(first.expression) &&
      first.expression.text === "use client";
    clientCache.set(file, client);
  }
  return client;
}

/** The value imports of one file: absolute paths of project files, package names otherwise. */
export function valueImports(file: string): string[] {
  const cached = edgesCache.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const st of source.statements) {
    let spec: string | null = null;
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (onlyTypes) continue;
      spec = (st.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      if (st.isTypeOnly) continue;
      const named = st.exportClause;
      if (named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly)) continue;
      spec = (st.moduleSpecifier as ts.StringLiteral).text;
    }
    if (spec === null) continue;
    const resolved = resolve(file, spec);
    if (resolved) out.push(resolved);
    else if (!spec.startsWith(".") && !spec.startsWith("@/")) out.push(packageName(spec));
  }
  edgesCache.set(file, out);
  return out;
}

/**
 * Every chain of static value imports from `entry` to the package `pkg`, one per
 * project file that imports it directly (shortest first), as relative paths.
 */
export function chainsTo(entry: string, pkg: string): string[][] {
  const start = path.join(ROOT, entry);
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  const hits: string[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    for (const dep of valueImports(file)) {
      if (dep === pkg) hits.push(file);
      if (!path.isAbsolute(dep) || parent.has(dep)) continue;
      parent.set(dep, file);
      queue.push(dep);
    }
  }
  return [...new Set(hits)].map((hit) => {
    const chain: string[] = [pkg];
    for (let f: string | null | undefined = hit; f; f = parent.get(f))
      chain.push(path.relative(ROOT, f));
    return chain.reverse();
  });
}

/**
 * What the browser loads with the given App Router files (pages, layouts, error
 * pages) before any `import()`: every file from the first "use client" module
 * on down, each with the chain of imports that brought it in (server components
 * and what they alone import stay on the server). Packages are named as leaves.
 */
export function clientGraph(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { file: string; chain: string[]; client: boolean }[] = entries.map((e) => ({
    file: path.join(ROOT, e),
    chain: [e],
    client: false,
  }));
  while (queue.length) {
    const { file, chain, client: parentClient } = queue.shift()!;
    const client = parentClient || isClientModule(file);
    const key = `${client}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client && !chains.has(file)) chains.set(file, chain);
    for (const dep of valueImports(file)) {
      if (!path.isAbsolute(dep)) {
        if (client && !chains.has(dep)) chains.set(dep, [...chain, dep]);
        continue;
      }
      queue.push({ file: dep, chain: [...chain, path.relative(ROOT, dep)], client });
    }
  }
  return chains;
}

import { existsSync, statSync } from "node:fs";
import path from "node:path";

/** Project files (relative paths) and the project files each imports. */
export type Graph = Map<string, string[]>;

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

/** The project files among `specs` (as written in `file`), resolved; packages are left out. */
export function allImports(root: string, file: string, specs: string[]): string[] {
  const out = new Set<string>();
  for (const spec of specs) {
    const base = spec.startsWith("@/")
      ? path.join(root, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(root, path.dirname(file), spec)
        : null;
    if (base === null) continue;
    const found = EXTENSIONS.map((e) => base + e).find(
      (f) => existsSync(f) && statSync(f).isFile() && /\.(ts|tsx|mjs)$/.test(f),
    );
    if (found) out.add(path.relative(root, found));
  }
  return [...out];
}

/** Every circle of imports (strongly connected files, two or more), each sorted. */
export function importCycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1) cycles.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A file's folder, to two levels (`server/http`, `lib/schemas` for lib/schemas/viber/…). */
const folderOf = (file: string) => path.dirname(file).split("/").slice(0, 2).join("/");
const contains = (outer: string, inner: string) =>
  outer === "." || inner === outer || inner.startsWith(`${outer}/`);

/**
 * Folders that import each other, with an import each way. A folder and the
 * folders inside it are not a pair (server/env.ts is imported by server/http).
 */
export function folderPairs(graph: Graph): { pair: string; because: [string, string] }[] {
  const edges = new Map<string, string>();
  for (const [file, deps] of graph)
    for (const dep of deps) {
      const [a, b] = [folderOf(file), folderOf(dep)];
      if (contains(a, b) || contains(b, a)) continue;
      edges.set(`${a} ${b}`, `${file} -> ${dep}`);
    }
  const pairs: { pair: string; because: [string, string] }[] = [];
  for (const [key, why] of edges) {
    const [a, b] = key.split(" ") as [string, string];
    const back = edges.get(`${b} ${a}`);
    if (back && a < b) pairs.push({ pair: `${a} <-> ${b}`, because: [why, back] });
  }
  return pairs.sort((x, y) => x.pair.localeCompare(y.pair));
}

// Page weight (issue 14): libraries a page needs only once someone uses a form, a
// phone list, a chart or a toast are loaded then, with `import()` (next/dynamic,
// lib/lazy-resolver.ts, lib/phone/use-format.ts, lib/toast.ts), never with the
// page. This walks what the browser loads with each page before any `import()`
// and names the chain of imports that would bring one of them back.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { clientGraph } from "./import-graph";

/** Loaded when used; the page's first load must not hold them. */
const LOADED_WHEN_USED = {
  zod: "form checks: lib/lazy-resolver.ts with the form's *-checks module",
  "@hookform/resolvers": "form checks: lib/lazy-resolver.ts with the form's *-checks module",
  "libphonenumber-js":
    "phone lists: the phone worker, lib/phone/use-format.ts, lib/phone/calling-codes.ts",
  papaparse: "CSV files: the phone worker",
  recharts: "charts: next/dynamic",
  sonner: "toasts: lib/toast.ts, components/ui/toaster.tsx through next/dynamic",
};

/** The files under `dir` whose names match `keep`, in every folder but `skip`. */
function filesUnder(dir: string, keep: RegExp, skip: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === skip ? [] : filesUnder(full, keep, skip);
    return keep.test(name) ? [full] : [];
  });
}

/** App Router files the browser loads code for (route handlers aside). */
const appFiles = (dir: string) =>
  filesUnder(dir, /^(page|layout|error|global-error|not-found|forbidden|loading)\.tsx$/, "api").map(
    (file) => path.relative(process.cwd(), file),
  );

describe("a page's first load", () => {
  const entries = appFiles(path.join(process.cwd(), "app"));
  const graph = clientGraph(entries);

  it("walks every page and its client components", () => {
    expect(entries.length).toBeGreaterThan(20);
    expect([...graph.keys()].some((f) => f.endsWith("composer-form.tsx"))).toBe(true);
    expect(graph.has("react-hook-form")).toBe(true);
  });

  it.each(Object.entries(LOADED_WHEN_USED))("holds no %s (%s)", (pkg) => {
    expect(graph.get(pkg)?.join(" → ") ?? null).toBeNull();
  });
});

/** Code some pages carry from the start that these pages load only when used. */
const PAGE_LOADS_WHEN_USED: [page: string, part: string, how: string][] = [
  [
    "app/(console)/email/recipients/[email]/page.tsx",
    "react-hook-form",
    "the resubscribe form, shown only for an unsubscribed address: next/dynamic",
  ],
  [
    "app/(console)/email/log/page.tsx",
    "components/ui/popover.tsx",
    "the country combobox's popover: loaded on intent in components/ui/combobox.tsx",
  ],
  [
    "app/(console)/email/log/page.tsx",
    "components/ui/tabs.tsx",
    "Radix Tabs: the log's two views are links drawn as tabs (components/ui/view-nav.tsx)",
  ],
  [
    "app/(console)/email/bounces/page.tsx",
    "lib/email/smtp-enhanced-status.ts",
    "the SMTP code tables: bouncesQuery imports lib/email/bounce-explain.ts",
  ],
  [
    "app/(console)/email/log/page.tsx",
    "lib/email/smtp-enhanced-status.ts",
    "the SMTP code tables: the console API serves each record's answer in words (server/email/explained.ts)",
  ],
  [
    "app/(console)/email/recipients/[email]/page.tsx",
    "lib/email/smtp-enhanced-status.ts",
    "the SMTP code tables: the log's records arrive explained; the bounces' tables load beside the first bounces request (bouncesQuery)",
  ],
];

describe("a page's first load, page by page", () => {
  it.each(PAGE_LOADS_WHEN_USED)("%s holds no %s (%s)", (page, part) => {
    const graph = clientGraph([page]);
    expect(graph.size).toBeGreaterThan(10);
    const key = part.includes("/") ? path.join(process.cwd(), part) : part;
    expect(graph.get(key)?.join(" → ") ?? null).toBeNull();
  });
});

/**
 * `import("pkg")` needs the package's whole entry (the namespace object): no
 * bundler can leave out what it exports. For a package of many modules that is
 * all of it — an import() of recharts for one component took every chart type,
 * ~49 KB gzip more on each chart page. Such code goes through a project module
 * with a named import (components/charts/responsive-container.ts). These are one
 * module each, so the whole entry is all there is.
 */
const WHOLE_PACKAGE_IMPORTS: Record<string, string> = {
  sonner: "one module (dist/index.mjs): lib/toast.ts",
  papaparse: "one module (papaparse.min.js): lib/email/csv.ts",
};

/** The sources (tests aside) under `dir`. */
const sourceFiles = (dir: string) =>
  filesUnder(dir, /^(?!.*\.test\.tsx?$).*\.tsx?$/, "node_modules");

/** Every `import("…")` of a package (not a project file) in these files: "file: package". */
function packageImports(files: string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g)]
      .map((m) => m[1]!)
      .filter((spec) => !spec.startsWith("@/"))
      .map((spec) => `${path.relative(process.cwd(), file)}: ${spec}`),
  );
}

describe("code loaded when used", () => {
  const files = ["app", "components", "lib"].flatMap((d) =>
    sourceFiles(path.join(process.cwd(), d)),
  );
  const hits = packageImports(files);

  it("finds the imports it checks", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(hits).toContain("lib/toast.ts: sonner");
    expect(hits).toContain("lib/email/csv.ts: papaparse");
    // project modules (next/dynamic's) are not packages
    expect(hits.filter((hit) => hit.includes("@/"))).toEqual([]);
  });

  it("imports a package's whole entry with import() only where it is one module", () => {
    const found = hits.filter((hit) => !(hit.split(": ")[1]! in WHOLE_PACKAGE_IMPORTS));
    expect(found).toEqual([]);
  });
});

// The 403 page says what a role cannot do from PAGE_PERMISSIONS; each page asks
// for its permission itself (`requirePermission(…)`, or `<ConsolePage permission=…>`).
// This keeps the two in step.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { pagePermission } from "@/lib/permissions";

const ROOT = path.join(process.cwd(), "app", "(console)");

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name === "page.tsx" ? [full] : [];
  });
}

describe("PAGE_PERMISSIONS", () => {
  const found = pages(ROOT).flatMap((file) => {
    const asked = /(?:requirePermission\(|permission=)"([\w:]+)"/.exec(
      readFileSync(file, "utf8"),
    )?.[1];
    if (!asked) return [];
    const route =
      "/" +
      path
        .relative(ROOT, path.dirname(file))
        .split(path.sep)
        .map((seg) => (seg.startsWith("[") ? "123" : seg))
        .join("/");
    return [[route, asked] as const];
  });

  it("finds the guarded pages", () => {
    expect(found.length).toBeGreaterThan(10);
  });

  it.each(found)("%s asks for %s, as the table says", (route, asked) => {
    expect(pagePermission(route)).toBe(asked);
  });
});

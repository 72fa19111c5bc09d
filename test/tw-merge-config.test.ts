// `cn()` merges with tailwind-merge cut to the class groups the sources use
// (lib/tw-merge-config.ts, issue 14's page weight). It must merge every class the
// sources hold as the library's default config does, and stay current as classes
// are added.
import { readFileSync } from "node:fs";
import path from "node:path";

import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { cn } from "@/lib/utils";
import {
  configSource,
  groupClasses,
  sourceClassTokens,
  usedGroups,
} from "@/scripts/tw-merge-config.mjs";

const tokens = sourceClassTokens();
// the tokens the default config reads as classes of a group (the rest pass through untouched)
const classes = groupClasses(tokens);

describe("tailwind-merge's config cut to the sources' classes", () => {
  it("is the config the sources need now (else run node scripts/tw-merge-config.mjs)", () => {
    const file = readFileSync(path.join(process.cwd(), "lib/tw-merge-config.ts"), "utf8");
    expect(file).toBe(configSource(usedGroups(tokens)));
  });

  it("reads the sources' classes whole, arbitrary variants with quotes too", () => {
    expect(classes.length).toBeGreaterThan(300);
    // components/ui/button.tsx: a quote inside the brackets must not cut the class
    expect(classes).toContain("[&_svg:not([class*='size-'])]:size-4");
    expect(classes).toContain("2xl:table-cell");
  });

  it("merges every pair of the sources' classes, in both orders, as the default config does", () => {
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        if (a === b) continue;
        if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
      }
    expect(differ).toEqual([]);
  });

  it("merges the way the components rely on", () => {
    expect(cn("h-9 px-4 py-2", "h-8 px-3")).toBe("py-2 h-8 px-3");
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe(
      "text-sm text-destructive",
    );
    expect(cn("hover:bg-accent bg-card", "bg-muted")).toBe("hover:bg-accent bg-muted");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * ARIA forbids naming an element with no role (a bare div, span or p): screen readers
 * drop the name, and axe fails the page ("aria-prohibited-attr"). The e2e tours meet a
 * loading state only when a read is slow (the shell tour met the alert rules' one in a
 * run here), so this reads every component instead.
 */
const ROOT = path.join(import.meta.dirname, "..");
const GENERIC = new Set(["div", "span", "p"]);

const tsxFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => path.join(dir, f));

/** `file:line <tag>` of each generic element named by aria-label without a role. */
function namelessRoles(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const names = new Set(
        node.attributes.properties.flatMap((a) =>
          ts.isJsxAttribute(a) ? [a.name.getText(source)] : [],
        ),
      );
      const spread = node.attributes.properties.some(ts.isJsxSpreadAttribute);
      if (GENERIC.has(tag) && names.has("aria-label") && !names.has("role") && !spread) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${path.relative(ROOT, file)}:${line + 1} <${tag}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("aria-label", () => {
  it("names only elements with a role", () => {
    const files = ["app", "components"].flatMap((dir) => tsxFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(namelessRoles)).toEqual([]);
  });
});

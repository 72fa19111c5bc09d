// Comments say why in a few lines (issue 36): under 10 % of the non-blank lines of lib/
// and server/ (test files aside), and no run of comment lines over 10, headers included.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const MAX_SHARE = 0.1;
const MAX_BLOCK = 10;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\./.test(e.name) ? [p] : [];
  });
}

/** Comment lines, non-blank lines and the longest run of comment lines (blank lines do not end a run). */
function measure(text: string) {
  let comments = 0;
  let lines = 0;
  let run = 0;
  let longest = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    const s = raw.trim();
    if (!s) continue;
    lines++;
    let isComment = false;
    if (inBlock) {
      isComment = true;
      if (s.includes("*/")) inBlock = false;
    } else if (s.startsWith("//")) isComment = true;
    else if (s.startsWith("/*")) {
      isComment = true;
      inBlock = !s.slice(2).includes("*/");
    }
    run = isComment ? run + 1 : 0;
    longest = Math.max(longest, run);
    if (isComment) comments++;
  }
  return { comments, lines, longest };
}

describe.each(["lib", "server", "packages"])("comments in %s/", (root) => {
  const files = sourceFiles(path.join(process.cwd(), root)).map((file) => ({
    file: path.relative(process.cwd(), file),
    ...measure(readFileSync(file, "utf8")),
  }));

  it(`are under ${MAX_SHARE * 100} % of its non-blank lines`, () => {
    const comments = files.reduce((n, f) => n + f.comments, 0);
    const lines = files.reduce((n, f) => n + f.lines, 0);
    const most = [...files].sort((a, b) => b.comments - a.comments).slice(0, 5);
    expect(
      comments / lines,
      `${comments} of ${lines} lines; most in ${most.map((f) => `${f.file} (${f.comments})`).join(", ")}`,
    ).toBeLessThan(MAX_SHARE);
  });

  it(`come in blocks of at most ${MAX_BLOCK} lines`, () => {
    const long = files.filter((f) => f.longest > MAX_BLOCK).map((f) => `${f.file}: ${f.longest}`);
    expect(long).toEqual([]);
  });
});

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { ADMISSION_PRELOAD, consoleNodeArgs, HEAP_LIMIT_MB, heapArgs } from "./heap.mjs";

const root = path.join(import.meta.dirname, "..");
const flag = `--max-old-space-size=${HEAP_LIMIT_MB}`;

describe("the console's heap limit", () => {
  it("is passed to node unless NODE_OPTIONS sets one of its own", () => {
    expect(heapArgs("")).toEqual([flag]);
    expect(heapArgs("--enable-source-maps")).toEqual([flag]);
    expect(heapArgs("--max-old-space-size=2048")).toEqual([]);
  });

  it("comes with the admission preload, which is where the flag says", () => {
    const args = consoleNodeArgs("");
    expect(args.slice(0, 2)).toEqual([flag, "--import"]);
    expect(fileURLToPath(args[2]!)).toBe(ADMISSION_PRELOAD);
    expect(existsSync(ADMISSION_PRELOAD)).toBe(true);
  });

  it("npm start, the bench, the Docker image and docs/operations.md's deploy command set the same flags", () => {
    const read = (f: string) => readFileSync(path.join(root, f), "utf8");
    expect(read("scripts/start.mjs")).toContain("[...consoleNodeArgs(), nextBin,");
    expect(read("tools/console-process.ts")).toContain(
      "admission ? consoleNodeArgs() : heapArgs()",
    );
    // the image runs server.js in /app, where scripts/standalone.mjs copied the preload;
    // absolute paths, as a relative --import would follow whatever folder node starts in
    expect(read("Dockerfile")).toContain(
      `NODE_OPTIONS="${flag} --import=/app/admission-preload.mjs"`,
    );
    expect(read("scripts/standalone.mjs")).toContain(`["admission-preload.mjs", "admission.mjs"]`);
    expect(read("docs/operations.md")).toContain(
      `NODE_OPTIONS="${flag} --import=$PWD/.next/standalone/admission-preload.mjs"`,
    );
    expect(read("e2e/standalone.spec.ts")).toContain(
      "NODE_OPTIONS: `" +
        flag +
        ' --import=${path.resolve(".next/standalone/admission-preload.mjs")}`',
    );
  });
});

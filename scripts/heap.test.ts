import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { HEAP_LIMIT_MB, heapArgs } from "./heap.mjs";

const root = path.join(import.meta.dirname, "..");
const flag = `--max-old-space-size=${HEAP_LIMIT_MB}`;

describe("the console's heap limit", () => {
  it("is passed to node unless NODE_OPTIONS sets one of its own", () => {
    expect(heapArgs("")).toEqual([flag]);
    expect(heapArgs("--enable-source-maps")).toEqual([flag]);
    expect(heapArgs("--max-old-space-size=2048")).toEqual([]);
  });

  it("npm start, the Docker image and the README's deploy command set the same limit", () => {
    const read = (f: string) => readFileSync(path.join(root, f), "utf8");
    expect(read("scripts/start.mjs")).toMatch(/\[\.\.\.heapArgs\(\), nextBin/);
    expect(read("Dockerfile")).toContain(`NODE_OPTIONS=${flag}`);
    expect(read("README.md")).toContain(`NODE_OPTIONS=${flag}`);
  });
});

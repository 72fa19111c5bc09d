import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { deal as dealt } from "./e2e-shards.mjs";

describe("e2e shards", () => {
  it("deals every file once, and no shard is longer than the lightest by more than one file", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.integer({ min: 0, max: 100 })),
        fc.integer({ min: 1, max: 4 }),
        (weights, shards) => {
          const files = Object.keys(weights);
          const bins = dealt(weights, files, shards);
          expect(bins.flatMap((b) => b.files).sort()).toEqual([...files].sort());
          const times = bins.map((b) => b.time);
          expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(
            Math.max(0, ...Object.values(weights)),
          );
        },
      ),
    );
  });

  it("a file with no measured time still runs (in some shard)", () => {
    const bins = dealt({ a: 50 }, ["a", "new.spec.ts"], 2);
    expect(bins.map((b) => b.files)).toEqual([["a"], ["new.spec.ts"]]);
  });

  it("e2e/durations.json has a time for every spec, and none for a spec that is gone", () => {
    const dir = path.join(import.meta.dirname, "..", "e2e");
    const { seconds } = JSON.parse(readFileSync(path.join(dir, "durations.json"), "utf8")) as {
      seconds: Record<string, number>;
    };
    const specs = readdirSync(dir).filter((f) => f.endsWith(".spec.ts"));
    expect(Object.keys(seconds).sort()).toEqual(specs.sort());
  });
});

import { describe, expect, it } from "vitest";

import { median, percentile } from "./stats";

describe("bench stats", () => {
  it("takes the median of unsorted samples, the mean of the middle two for an even count", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it("takes the nearest-rank percentile of unsorted samples without changing them", () => {
    const samples = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(samples[0]).toBe(10);
    expect(percentile([], 95)).toBe(0);
  });
});

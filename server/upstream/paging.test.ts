import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { pageThrough } from "./paging";

/** A list of `size` records served at most `cap` a call, whatever `limit` asks. */
function server(size: number, cap: number) {
  const calls: { offset: number; limit: number }[] = [];
  const fetchPage = async (offset: number, limit: number) => {
    calls.push({ offset, limit });
    const end = Math.min(size, offset + Math.min(limit, cap));
    return Array.from({ length: Math.max(0, end - offset) }, (_, i) => offset + i);
  };
  return { fetchPage, calls };
}

describe("pageThrough", () => {
  it("reads every record once, in order, whatever the server's cap", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 1, max: 1500 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 5 }),
        async (size, cap, limit, offset, concurrency) => {
          const { fetchPage } = server(size, cap);
          const { items, complete } = await pageThrough(fetchPage, {
            offset,
            limit,
            perCall: 100,
            concurrency,
          });
          const expected = Array.from(
            { length: Math.max(0, Math.min(size, offset + limit) - offset) },
            (_, i) => offset + i,
          );
          expect(items).toEqual(expected);
          if (offset + limit > size) expect(complete).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("does not stop at a short first page (the real email list serves 100 a call)", async () => {
    const { fetchPage, calls } = server(250, 100);
    const { items, complete } = await pageThrough(fetchPage, { limit: 1000, perCall: 500 });
    expect(items).toHaveLength(250);
    expect(complete).toBe(true);
    // 500 asked, 100 served: from then on 100 a call, until the empty page
    expect(calls.map((c) => c.offset)).toEqual([0, 100, 200, 250]);
  });

  it("stops, without duplicates, when the upstream ignores offset", async () => {
    let calls = 0;
    const same = async () => (calls++, ["a", "b", "c"]);
    const { items, complete } = await pageThrough(same, {
      limit: 50_000,
      perCall: 100,
      concurrency: 4,
      key: (x) => x,
    });
    expect(items).toEqual(["a", "b", "c"]);
    expect(complete).toBe(true);
    // two waves of four calls at most, not 50,000 / 3 of them
    expect(calls).toBeLessThanOrEqual(8);
  });

  it("says incomplete when the cap is reached first", async () => {
    const { fetchPage } = server(1000, 100);
    const { items, complete } = await pageThrough(fetchPage, { limit: 300, perCall: 100 });
    expect(items).toHaveLength(300);
    expect(complete).toBe(false);
  });

  it("reads `limit` distinct records from a list that grows while it is read", async () => {
    // newest first: one email arrives after the first call, so the next page starts
    // with the first page's last record again
    let arrived = 0;
    const fetchPage = async (offset: number, limit: number) => {
      const shifted = offset - arrived;
      arrived = 1;
      return Array.from({ length: limit }, (_, i) => shifted + i);
    };
    const { items, complete } = await pageThrough(fetchPage, {
      limit: 1000,
      perCall: 100,
      key: String,
    });
    expect(new Set(items).size).toBe(1000);
    expect(items).toHaveLength(1000);
    expect(complete).toBe(false);
  });
});

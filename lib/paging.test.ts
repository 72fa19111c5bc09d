import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { PAGE_SIZES, pageWindow } from "./paging";

/** The rows page `page` shows of a list of `total`. */
const rowsOn = (total: number, page: number, size: number) =>
  Math.max(0, Math.min(size, total - (page - 1) * size));

describe("pageWindow", () => {
  it("Next never leads to an empty page, and following it reaches every row", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(...PAGE_SIZES),
        (total, size) => {
          let page = 1;
          let shown = rowsOn(total, page, size);
          while (pageWindow(total, page, size).hasNext) {
            page++;
            const rows = rowsOn(total, page, size);
            expect(rows).toBeGreaterThan(0);
            shown += rows;
          }
          expect(shown).toBe(total);
          expect(pageWindow(total, page, size).pastEnd).toBe(false);
        },
      ),
    );
  });

  it("a page past the end says so, and its last page holds rows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.constantFrom(...PAGE_SIZES),
        fc.integer({ min: 1, max: 1_000 }),
        (total, size, page) => {
          const w = pageWindow(total, page, size);
          expect(w.pastEnd).toBe(rowsOn(total, page, size) === 0);
          expect(rowsOn(total, w.pages, size)).toBeGreaterThan(0);
          if (w.pastEnd) expect(w.hasNext).toBe(false);
        },
      ),
    );
  });

  it("an empty list has one page, and nothing past it", () => {
    expect(pageWindow(0, 1, 25)).toEqual({ pages: 1, hasNext: false, pastEnd: false });
  });
});

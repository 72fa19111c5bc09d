import { describe, expect, it } from "vitest";

import { sumCosts, sumCounters, summedForGroups } from "./send-group-rows";

const c = (sent: number) => ({
  sent,
  delivered: sent,
  read: 0,
  redirected: 0,
  undelivered: 0,
  errors: 0,
});

describe("a console campaign's figures over its send groups", () => {
  it("sums the groups read, waits while one loads, and says so when none was read", () => {
    expect(sumCounters([c(2), null, c(3)])).toEqual(c(5));
    expect(sumCounters([c(2), undefined])).toBeUndefined();
    expect(sumCounters([null, null])).toBeNull();
    expect(
      sumCosts([
        [{ currency: "UAH", amount: 1.5 }],
        [
          { currency: "UAH", amount: 2 },
          { currency: "EUR", amount: 1 },
        ],
      ]),
    ).toEqual([
      { currency: "UAH", amount: 3.5 },
      { currency: "EUR", amount: 1 },
    ]);
  });

  it("puts the sum on the row that stands for the campaign", () => {
    const map = new Map([
      [10, c(1)],
      [11, c(4)],
      [20, c(7)],
    ]);
    const out = summedForGroups(
      map,
      [{ id: 10, sendGroup: { batchId: "b", of: 2, ids: [10, 11] } }, { id: 20 }],
      sumCounters,
    );
    expect(out.get(10)).toEqual(c(5));
    expect(out.get(20)).toEqual(c(7));
  });
});

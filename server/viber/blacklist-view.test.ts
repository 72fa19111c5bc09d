import { describe, expect, it } from "vitest";

import type { BlacklistEntry } from "@/lib/schemas/resources";

import { sortBlacklist } from "./blacklist-view";

const e = (id: number, phone: string, add_date: string): BlacklistEntry => ({
  id,
  phone,
  description: "",
  add_date,
});
const rows = () => [
  e(1, "380501111111", "2026-11-20 10:00:00"),
  e(2, "380441111111", "2026-11-24 09:00:00"),
  e(3, "4471111111", "2026-11-24 09:00:00"),
  e(4, "380671111111", ""),
];
const ids = (list: BlacklistEntry[]) => list.map((x) => x.id);

describe("sortBlacklist", () => {
  it("newest added first (the later id first on a tie), no date last", () => {
    expect(ids(sortBlacklist(rows(), "-add_date"))).toEqual([3, 2, 1, 4]);
  });
  it("oldest added first, no date last", () => {
    expect(ids(sortBlacklist(rows(), "add_date"))).toEqual([1, 2, 3, 4]);
  });
  it("by number: shorter numbers first, then digit by digit", () => {
    expect(ids(sortBlacklist(rows(), "phone"))).toEqual([3, 2, 1, 4]);
  });
});

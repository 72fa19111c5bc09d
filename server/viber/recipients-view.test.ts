import { describe, expect, it } from "vitest";

import type { Recipient } from "@/lib/schemas/resources";

import { filterRecipients, summarise } from "./recipients-view";

const r = (phone: string, status: string, send: string | null, price: number): Recipient => ({
  phone,
  address_book_id: null,
  status,
  send_date: send,
  price,
  currency: "EUR",
  last_update: send,
});

const rows = [
  r("380500000003", "delivered", "2026-11-28 10:00:05", 0.02),
  r("380500000001", "error", "2026-11-28 10:00:05", 0),
  r("380670000002", "delivered", "2026-11-28 09:59:59", 0.015),
  r("380500000004", "not delivered", null, 0.02),
];
const phones = (list: Recipient[]) => list.map((x) => x.phone.slice(-1)).join("");

describe("filterRecipients", () => {
  it("sorts by date either way, ties by phone, no date first", () => {
    expect(phones(filterRecipients(rows, { sort: "send_date" }))).toBe("4213");
    expect(phones(filterRecipients(rows, { sort: "-send_date" }))).toBe("1324");
  });

  it("sorts by price", () => {
    expect(phones(filterRecipients(rows, { sort: "price" }))).toBe("1234");
    expect(phones(filterRecipients(rows, { sort: "-price" }))).toBe("3421");
  });

  it("filters by exact status and by a part of the number", () => {
    expect(phones(filterRecipients(rows, { sort: "price", status: "delivered" }))).toBe("23");
    expect(phones(filterRecipients(rows, { sort: "price", q: "38050" }))).toBe("134");
    expect(filterRecipients(rows, { sort: "price", status: "read" })).toEqual([]);
  });

  it("answers the same view again without recomputing it", () => {
    const a = filterRecipients(rows, { sort: "-price", q: "380" });
    expect(filterRecipients(rows, { sort: "-price", q: "380" })).toBe(a);
  });
});

describe("summarise", () => {
  it("counts statuses and adds up the cost per currency", () => {
    expect(summarise(rows)).toEqual({
      total: 4,
      byStatus: { delivered: 2, error: 1, "not delivered": 1 },
      cost: [{ currency: "EUR", amount: 0.055 }],
    });
  });
});

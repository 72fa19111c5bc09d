import { describe, expect, it, vi } from "vitest";

import type { Recipient } from "@/lib/schemas/resources";

import { filterRecipients, recipientsPage, summarise } from "./recipients-view";

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

describe("recipientsPage", () => {
  // 3,000 rows with many ties (40 distinct seconds, 7 prices), two currencies
  const many: Recipient[] = Array.from({ length: 3000 }, (_, i) => ({
    phone: String(380500000000 + ((i * 7919) % 3000)),
    address_book_id: null,
    status: ["delivered", "error", "read"][i % 3]!,
    send_date: i % 11 === 0 ? null : `2026-11-28 10:00:${String(i % 40).padStart(2, "0")}`,
    price: [0.02, 0.015, 0.0242, 0, 0.03, 0.011, 0.02][i % 7]!,
    currency: i % 5 === 0 ? "UAH" : "EUR",
    last_update: null,
  }));

  it("picks the first page of a new view as the full sort orders it, then pages the sorted view", async () => {
    const queries: Parameters<typeof recipientsPage>[1][] = [
      { sort: "-send_date" },
      { sort: "send_date", status: "read" },
      { sort: "-price", q: "3805000001" },
      { sort: "price" },
    ];
    for (const q of queries) {
      const rows = [...many]; // a new reply: nothing cached for it yet
      const full = buildViewForTest(rows, q);
      const first = recipientsPage(rows, q, 0, 50);
      expect(first.items).toEqual(full.slice(0, 50));
      expect(first.total).toBe(full.length);
      expect(recipientsPage(rows, q, 100, 50).items).toEqual(full.slice(100, 150));
      const later = recipientsPage(rows, q, 950, 100);
      expect(later.items).toEqual(full.slice(950, 1050));
      expect(later.cost).toEqual(first.cost);
    }
  });

  it("picks a first page once for the page's prefetch and the browser's request alike", () => {
    let reads = 0;
    const rows = many.map((m) => {
      const row = { ...m };
      Object.defineProperty(row, "phone", {
        get: () => (reads++, m.phone),
        enumerable: true,
      });
      return row;
    });
    const q = { sort: "-send_date" } as const;
    const a = recipientsPage(rows, q, 0, 50);
    const once = reads;
    expect(once).toBeGreaterThanOrEqual(rows.length); // every row's phone is a sort key
    const b = recipientsPage(rows, q, 0, 50);
    expect(reads - once).toBeLessThan(100); // the same page again: nothing re-sorted
    expect(b.items.map((x) => x.phone)).toEqual(a.items.map((x) => x.phone));
    expect(b.total).toBe(a.total);
  });

  it("sorts the whole view once someone pages on, never beside the first page", () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      const rows = many.map((m) => {
        const row = { ...m };
        Object.defineProperty(row, "phone", { get: () => (reads++, m.phone), enumerable: true });
        return row;
      });
      const q = { sort: "price" } as const;
      recipientsPage(rows, q, 0, 50);
      const picked = reads;
      vi.runAllTimers();
      expect(reads).toBe(picked); // the first page alone: no full sort
      const second = recipientsPage(rows, q, 50, 50); // a second page: picked, then…
      expect(second.items).toEqual(buildViewForTest(many, q).slice(50, 100));
      const paged = reads;
      vi.runAllTimers();
      expect(reads - paged).toBeGreaterThanOrEqual(rows.length); // …the full sort ran
      const sorted = reads;
      const page = recipientsPage(rows, q, 300, 50);
      expect(reads - sorted).toBeLessThanOrEqual(50); // a slice of the sorted view
      expect(page.items).toEqual(buildViewForTest(many, q).slice(300, 350));
    } finally {
      vi.useRealTimers();
    }
  });

  it("costs a view the same whatever the rows' order, currencies in order", () => {
    const a = summarise([...many]).cost;
    const b = summarise([...many].reverse()).cost;
    expect(a).toEqual(b);
    expect(a.map((c) => c.currency)).toEqual(["EUR", "UAH"]);
    expect(a[1]!.amount).toBeGreaterThan(0);
  });
});

/** The view as a plain full sort gives it (the reference for the first page). */
function buildViewForTest(rows: Recipient[], q: Parameters<typeof recipientsPage>[1]) {
  return filterRecipients([...rows], q);
}

describe("filterRecipients by engagement group", () => {
  const more = [
    ...rows,
    r("380500000005", "read and a clickthrough followed", "2026-11-28 10:01:00", 0.02),
    r("380500000006", "delivered and read", "2026-11-28 10:02:00", 0.02),
    r("380500000007", "queued somewhere new", "2026-11-28 10:03:00", 0.02),
  ];
  it("keeps each group's members, readers with clickers, unknown statuses in none", () => {
    const of = (group: "read" | "clicked" | "undelivered" | "error") =>
      phones(filterRecipients(more, { sort: "price", group }));
    expect(of("read")).toBe("56");
    expect(of("clicked")).toBe("5");
    expect(of("undelivered")).toBe("4");
    expect(of("error")).toBe("1");
  });

  it("pages a group with its total, apart from the unfiltered view", () => {
    const page = recipientsPage(more, { sort: "-send_date", group: "read" }, 0, 1);
    expect(page.total).toBe(2);
    expect(phones(page.items)).toBe("6");
    expect(recipientsPage(more, { sort: "-send_date" }, 0, 1).total).toBe(7);
  });
});

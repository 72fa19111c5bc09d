import { describe, expect, it } from "vitest";

import { approximateBytes } from "./approximate-bytes";
import { byteBoundedCache } from "./byte-budgets";

const recipient = (i: number) => ({
  phone: String(380500000000 + i),
  address_book_id: 12,
  status: "delivered",
  send_date: "2026-11-20 10:15:00",
  price: 0.0123,
  currency: "UAH",
  last_update: null,
});

describe("approximateBytes", () => {
  it("errs high against the heap a JSON-shaped value takes, and grows with it", () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => recipient(i));
    const bytes = approximateBytes(rows);
    // measured with a full GC around it: 21 MB of heap for these rows
    expect(bytes).toBeGreaterThan(21 * 1024 * 1024);
    expect(bytes).toBeLessThan(40 * 1024 * 1024);
    expect(approximateBytes(rows.slice(0, 1000))).toBeLessThan(bytes / 50);
  });

  it("counts strings by their length, two bytes a character beyond Latin-1", () => {
    expect(approximateBytes("x".repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(approximateBytes("ї".repeat(1000))).toBeGreaterThanOrEqual(2000);
    expect(approximateBytes({ a: "x".repeat(5000) })).toBeGreaterThan(5000);
  });

  it("does not loop on a cycle", () => {
    const a: Record<string, unknown> = { name: "a" };
    a.self = a;
    expect(approximateBytes(a)).toBeGreaterThan(0);
  });
});

describe("byteBoundedCache", () => {
  it("never holds more than its byte budget, dropping the least recently used", () => {
    const cache = byteBoundedCache<string, { rows: unknown[] }>({ max: 1000, maxBytes: 200_000 });
    const page = (n: number) => ({ rows: Array.from({ length: 50 }, (_, i) => recipient(n + i)) });
    cache.set("first", page(0));
    for (let n = 1; n < 200; n++) {
      cache.get("first"); // kept in use: the others go before it
      cache.set(`page ${n}`, page(n * 50));
      expect(cache.calculatedSize).toBeLessThanOrEqual(200_000);
    }
    expect(cache.size).toBeLessThan(200);
    expect(cache.has("first")).toBe(true);
    expect(cache.has("page 1")).toBe(false);
  });

  it("does not keep an entry larger than the whole budget", () => {
    const cache = byteBoundedCache<string, string>({ max: 10, maxBytes: 1000 });
    cache.set("small", "x");
    cache.set("big", "x".repeat(2000));
    expect(cache.has("big")).toBe(false);
    expect(cache.has("small")).toBe(true);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";

const BUDGET = 1024 * 1024;
vi.mock("@/server/memory/byte-budgets", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/memory/byte-budgets")>();
  return { ...real, BYTE_BUDGETS: { ...real.BYTE_BUDGETS, recipientSnapshots: 1024 * 1024 } };
});

const sizes = new Map<number, number>();
const reads: number[] = [];
vi.mock("@/server/upstream", () => ({
  upstream: () => ({
    viber: {
      listRecipients: async (id: number) => {
        reads.push(id);
        return Array.from({ length: sizes.get(id) ?? 10 }, (_, i) => ({
          phone: String(380500000000 + id * 100_000 + i),
          address_book_id: 1,
          status: "delivered",
          send_date: "2026-11-20 10:15:00",
          price: 0.01,
          currency: "UAH",
          last_update: null,
        }));
      },
    },
  }),
}));

const { clearSnapshots, snapshotUsage } = await import("./recipient-snapshot-store");
const { recipientsSnapshot } = await import("./recipient-snapshots");

beforeEach(() => {
  clearSnapshots();
  sizes.clear();
  reads.length = 0;
});

describe("recipient snapshots' byte budget", () => {
  it("never holds more than the budget: the least recently used snapshot goes first", async () => {
    // ~0.5 MB each as counted: two fit in 1 MB, a third does not
    for (const id of [1, 2, 3, 4]) sizes.set(id, 2_000);
    await recipientsSnapshot(1);
    await recipientsSnapshot(2);
    expect(snapshotUsage().entries).toBe(2);
    await recipientsSnapshot(1); // used again: 2 is now the least recent
    await recipientsSnapshot(3);
    expect(snapshotUsage().bytes).toBeLessThanOrEqual(BUDGET);
    expect(snapshotUsage().bytes).toBeGreaterThan(BUDGET / 2);
    reads.length = 0;
    await recipientsSnapshot(1);
    await recipientsSnapshot(3);
    expect(reads).toEqual([]); // both kept
    await recipientsSnapshot(2);
    expect(reads).toEqual([2]); // dropped, read again
    await recipientsSnapshot(4);
    expect(snapshotUsage().bytes).toBeLessThanOrEqual(BUDGET);
  });

  it("serves a snapshot larger than the whole budget to its caller without keeping it", async () => {
    sizes.set(5, 10);
    sizes.set(9, 10_000); // ~2.7 MB as counted
    await recipientsSnapshot(5);
    const big = await recipientsSnapshot(9);
    expect(big.rows).toHaveLength(10_000);
    expect(snapshotUsage()).toMatchObject({ entries: 1 });
    expect(snapshotUsage().bytes).toBeLessThanOrEqual(BUDGET);
  });
});

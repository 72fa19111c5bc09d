import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestMessagingApi, type TestMessagingApi } from "../testing";
import { addViberFixtures, BOOK, phones, promoBody, VIBER_ONLY } from "./test-fixtures";

const MIN = 60_000;
const HOUR = 60 * MIN;
const FINAL = [
  "delivered",
  "delivered and read",
  "read and a clickthrough followed",
  "not delivered",
  "error",
];

interface Recipient {
  phone: number;
  address_book_id: number | null;
  status: string;
  send_date: string;
  price: number;
  currency: string;
  last_update: string;
}

let api: TestMessagingApi;
beforeAll(async () => {
  // Lifecycles span hours of clock time: tokens must outlive them.
  api = await startTestMessagingApi({ ...VIBER_ONLY, tokenTtlSeconds: 30 * 86400 });
  await addViberFixtures(api);
});
afterAll(() => api.close());

const create = async (patch: Record<string, unknown>) => {
  const res = await api.call("POST", "/viber", promoBody(patch));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.task_id as number;
};
const status = async (id: number) => (await api.call("GET", `/viber/task/${id}`)).body.status;
const recipients = async (id: number): Promise<Recipient[]> => {
  const res = await api.call("GET", `/viber/task/${id}/recipients`);
  expect(res.body.task_id).toBe(id);
  return res.body.recipients;
};

describe("campaign lifecycle", () => {
  it("moderation → waiting (null) → send → sent", async () => {
    const sendAt = api.clock.nowMs() + HOUR;
    const id = await create({ send_date: formatUpstreamDate(sendAt), recipients: phones(30) });
    expect(await status(id)).toBe("moderation");
    await api.advance(MIN);
    expect(await status(id)).toBe("moderation");
    await api.advance(2 * MIN);
    expect(await status(id)).toBeNull();
    expect(await recipients(id)).toEqual([]);
    await api.advance(sendAt - api.clock.nowMs());
    expect(await status(id)).toBe("send");
    await api.advance(2 * MIN);
    expect(await status(id)).toBe("sent");
    const list = await recipients(id);
    expect(list).toHaveLength(30);
    for (const r of list) {
      expect(r.send_date >= formatUpstreamDate(sendAt)).toBe(true);
      expect(r.currency).toBe("EUR");
      expect(r.price === 0 || (r.price >= 0.012 && r.price <= 0.03)).toBe(true);
    }
  });

  it("moves recipients on until every one has a final status, with statistics from them", async () => {
    const id = await create({
      recipients: phones(400, 380970000000),
      additional: { button: { text: "Go", link: "https://shop.example" } },
    });
    await api.advance(5 * MIN);
    const early = await recipients(id);
    expect(early).toHaveLength(400);
    await api.advance(24 * HOUR);
    const late = await recipients(id);
    const byStatus = (s: string[]) => late.filter((r) => s.includes(r.status)).length;
    expect(late.every((r) => FINAL.includes(r.status))).toBe(true);
    expect(new Set(late.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    expect(late.some((r) => r.last_update > r.send_date)).toBe(true);
    // status changed for someone between the two looks
    expect(
      late.filter((r) => r.status !== early.find((e) => e.phone === r.phone)?.status).length,
    ).toBeGreaterThan(0);

    const stats = (await api.call("GET", `/viber/task/${id}`)).body.statistic;
    expect(stats).toEqual({
      sent: 400 - byStatus(["error"]),
      delivered: byStatus(["delivered", "delivered and read", "read and a clickthrough followed"]),
      read: byStatus(["delivered and read", "read and a clickthrough followed"]),
      redirected: byStatus(["read and a clickthrough followed"]),
      undelivered: byStatus(["not delivered"]),
      errors: byStatus(["error"]),
    });
  });

  it("spreads sending over stretch_time hours", async () => {
    const id = await create({ recipients: phones(200, 380980000000), stretch_time: 2 });
    await api.advance(2 * MIN + 30 * MIN);
    const part = (await recipients(id)).length;
    expect(await status(id)).toBe("send");
    expect(part).toBeGreaterThan(20);
    expect(part).toBeLessThan(120);
    await api.advance(HOUR + 40 * MIN);
    expect(await status(id)).toBe("sent");
    expect(await recipients(id)).toHaveLength(200);
  });

  it("skips blacklisted phones, from a list and from an address book", async () => {
    const bookPhone = String(BOOK.base + 3 * BOOK.step);
    const listed = phones(5, 380990000000);
    const added = await api.call("POST", "/v2/viber-service/phone-exception", {
      phones: [listed[2], bookPhone],
    });
    expect(added.body.counters).toEqual({ added: 2, exists: 0 });
    const fromList = await create({ recipients: listed });
    const fromBook = await create({ recipients: undefined, address_book: BOOK.id });
    await api.advance(5 * MIN);
    const a = await recipients(fromList);
    expect(a.map((r) => String(r.phone)).sort()).toEqual(listed.filter((_, i) => i !== 2));
    const b = await recipients(fromBook);
    expect(b).toHaveLength(BOOK.size - 1);
    expect(b.every((r) => r.address_book_id === BOOK.id)).toBe(true);
    expect(b.map((r) => String(r.phone))).not.toContain(bookPhone);
  });

  it("does not schedule demo campaigns when there is no demo data", async () => {
    const before = (await api.call("GET", "/viber/task?limit=1000")).body.length;
    await api.advance(3 * HOUR);
    expect((await api.call("GET", "/viber/task?limit=1000")).body).toHaveLength(before);
  });
});

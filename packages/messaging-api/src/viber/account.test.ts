import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestMessagingApi, type TestMessagingApi } from "../testing";
import { addViberFixtures, BOOK, promoBody, VIBER_ONLY } from "./test-fixtures";

let api: TestMessagingApi;
beforeAll(async () => {
  api = await startTestMessagingApi({ ...VIBER_ONLY, timeZone: "Europe/Kyiv" });
  await addViberFixtures(api);
});
afterAll(() => api.close());

describe("sender names", () => {
  it("lists senders with a countries array", async () => {
    const res = await api.call("GET", "/viber/senders");
    expect(res.status).toBe(200);
    expect(res.body.map((s: { status: string }) => s.status)).toEqual([
      "verified",
      "moderation",
      "blocked",
    ]);
    expect(res.body[0]).toEqual({
      id: 1,
      status: "verified",
      name: "TestShop",
      service_type: "Retail",
      web_site: "https://shop.example",
      description: "Shop",
      traffic_type: "promotional",
      admin_comment: null,
      countries: ["UA", "PL"],
    });
  });

  it("returns one sender with a country, 404 and 400 otherwise", async () => {
    const one = await api.call("GET", "/viber/senders/3");
    expect(one.body).toMatchObject({ id: 3, country: "CY", admin_comment: "Not allowed" });
    expect(one.body).not.toHaveProperty("countries");
    expect((await api.call("GET", "/viber/senders/77")).status).toBe(404);
    expect((await api.call("GET", "/viber/senders/x")).status).toBe(400);
  });
});

describe("address books and user info", () => {
  it("lists address books with their size; blacklisted phones are inactive", async () => {
    await api.call("POST", "/v2/viber-service/phone-exception", {
      phones: [String(BOOK.base + BOOK.step), "380501112233"],
    });
    const res = await api.call("GET", "/addressbooks?limit=100");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: BOOK.id,
        name: "Small book",
        all_email_qty: BOOK.size,
        active_email_qty: BOOK.size - 1,
        inactive_email_qty: 1,
        creationdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        status: 0,
        status_explain: "Active",
      },
    ]);
  });

  it.each(["101", "x", "-1"])("refuses limit=%s", async (limit) => {
    expect((await api.call("GET", `/addressbooks?limit=${limit}`)).status).toBe(400);
  });

  it("reads limit=0 as the default page, as the official Node SDK sends it", async () => {
    const res = await api.call("GET", "/addressbooks?limit=0&offset=0");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it("answers /user/info with the account's timezone", async () => {
    const res = await api.call("GET", "/user/info");
    expect(res.body).toMatchObject({ currency: "EUR", timezone: "Europe/Kyiv" });
    expect(res.body.email).toMatch(/@/);
  });
});

describe("the account's timezone", () => {
  it("reads send_date in the account's timezone (Europe/Kyiv here)", async () => {
    const inAnHour = api.clock.nowMs() + 3600_000;
    const kyiv = formatUpstreamDate(inAnHour, "Europe/Kyiv");
    const ok = await api.call("POST", "/viber", promoBody({ send_date: kyiv }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.send_date).toBe(kyiv);
    // the same moment written in UTC is an hour or two earlier on Kyiv's clock: the past
    const utc = await api.call(
      "POST",
      "/viber",
      promoBody({ send_date: formatUpstreamDate(inAnHour) }),
    );
    expect(utc.status).toBe(422);
  });
});

describe("limits of the account", () => {
  it("answers 429 with code 2020202020 past 10 requests a second", async () => {
    api.limiter.maxRps = 10;
    api.clock.advance(1100); // earlier requests leave the one-second window
    // the clock stands still while the 11 are handled: on a loaded machine their
    // handling can take longer than the tenth of a second that refills a token
    const frozen = vi.spyOn(api.clock, "nowMs").mockReturnValue(api.clock.nowMs());
    try {
      const results = await Promise.all(
        Array.from({ length: 11 }, () => api.call("GET", "/viber/senders")),
      );
      const refused = results.filter((r) => r.status === 429);
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      expect(refused).toHaveLength(1);
      expect(refused[0]?.body).toEqual({
        message: "More than 10 requests per second",
        error_code: 2020202020,
      });
    } finally {
      frozen.mockRestore();
      api.limiter.maxRps = 10_000;
    }
  });
});

describe("persistence", () => {
  it("keeps campaigns and the blacklist across a restart on the same data folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "viber-store-"));
    try {
      const first = await startTestMessagingApi({ dataDir, ...VIBER_ONLY });
      await addViberFixtures(first);
      const made = await first.call("POST", "/viber", promoBody({ task_name: "Kept" }));
      await first.call("POST", "/v2/viber-service/phone-exception", { phones: ["380507770000"] });
      await first.close();

      const second = await startTestMessagingApi({ dataDir, ...VIBER_ONLY });
      try {
        const list = await second.call("GET", "/viber/task");
        expect(list.body.map((c: { id: number; name: string }) => [c.id, c.name])).toEqual([
          [made.body.data.task_id, "Kept"],
        ]);
        expect(
          (await second.call("GET", "/v2/viber-service/phone-exception")).body.data.total,
        ).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestMessagingApi } from "../testing";
import { startSmtpTestApi } from "./test-api";

const HOUR = 3_600_000;
let api: TestMessagingApi;
beforeAll(async () => {
  api = await startSmtpTestApi();
  api.clock.set(new Date("2026-05-01T10:00:00Z"));
});
afterAll(() => api.close());

const send = (to: string) =>
  api.call("POST", "/smtp/emails", {
    email: {
      from: { email: "news@northwind-shop.example" },
      to: [{ email: to }],
      subject: "S",
      text: "x",
    },
  });
const bounced = async (q = "") =>
  (await api.call("GET", `/smtp/bounces/day${q}`)).body as {
    total: number;
    emails: { email_to: string; smtp_answer_code: number }[];
    request_limit: number;
    found: number;
  };

describe("GET /smtp/bounces/day", () => {
  it("lists only bounces, with the contract's fields", async () => {
    await send("old@bounce.example");
    await send("fine.bounce@example.com");
    const day = await bounced();
    expect(day.total).toBe(1);
    expect(day.found).toBe(1);
    expect(day.emails[0]).toEqual({
      email_to: "old@bounce.example",
      sender: "news@northwind-shop.example",
      // the clock runs on from 10:00:00, seconds more on a busy machine
      send_date: expect.stringMatching(/^2026-05-01 10:00:\d\d$/) as string,
      subject: "S",
      smtp_answer_code: 550,
      smtp_answer_subcode: "5.1.1",
      smtp_answer_data: expect.stringContaining("User unknown"),
    });
  });

  it("serves only the last 24 hours counted back from now", async () => {
    api.clock.advance(20 * HOUR);
    await send("full@example.com");
    expect((await bounced()).total).toBe(2);
    api.clock.advance(5 * HOUR); // the first bounce is now 25 hours old
    const day = await bounced();
    expect(day.emails.map((b) => b.email_to)).toEqual(["full@example.com"]);
    expect((await api.call("GET", "/smtp/bounces/day/total")).body).toEqual({ total: 1 });
  });

  it("pages, and narrows to one date", async () => {
    await send("temp@example.com");
    await send("blocked@example.com");
    const page = await bounced("?limit=2&offset=1");
    expect(page).toMatchObject({ total: 3, found: 2, request_limit: 2 });
    // now is 2026-05-02 11:00: the full@ bounce was at 06:00 the same day
    expect((await bounced("?date=2026-05-02")).total).toBe(3);
    expect((await bounced("?date=2026-05-01")).total).toBe(0);
    expect((await api.call("GET", "/smtp/bounces/day/total?date=2026-05-02")).body.total).toBe(3);
  });

  it("refuses malformed parameters", async () => {
    for (const q of ["?date=2026-13-01", "?date=today", "?limit=x", "?offset=-2"])
      expect((await api.call("GET", `/smtp/bounces/day${q}`)).status, q).toBe(400);
  });
});

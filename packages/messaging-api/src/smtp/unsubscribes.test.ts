import { EMAIL_ID } from "@messaging-console/contract/email";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestMessagingApi } from "../testing";
import { startSmtpTestApi } from "./test-api";

const DAY = 86_400_000;
let api: TestMessagingApi;
beforeAll(async () => {
  api = await startSmtpTestApi();
  api.clock.set(new Date("2026-06-10T08:00:00Z"));
});
afterAll(() => api.close());

const search = async (email: string) =>
  (await api.call("GET", `/smtp/unsubscribe/search?email=${encodeURIComponent(email)}`)).body;

describe("unsubscribe list", () => {
  it("adds, finds, removes", async () => {
    const add = await api.call("POST", "/smtp/unsubscribe", {
      emails: [
        { email: "Stop.Me@example.com", comment: "asked by phone" },
        { email: "two@example.com" },
      ],
    });
    expect(add.body).toEqual({ result: true });
    expect(await search("stop.me@example.com")).toEqual({ result: true });
    const del = await api.call("DELETE", "/smtp/unsubscribe", { emails: ["STOP.ME@example.com"] });
    expect(del.body).toEqual({ result: true });
    expect(await search("stop.me@example.com")).toEqual({ result: false });
    expect(await search("two@example.com")).toEqual({ result: true });
  });

  it("lists entries with their flags and date, by day, paged", async () => {
    // the clock runs on from where it is set: set it just before, and allow the seconds
    // a loaded machine takes to answer
    api.clock.set(new Date(Date.parse("2026-06-10T08:00:00Z") + DAY));
    await api.call("POST", "/smtp/unsubscribe", { emails: [{ email: "later@example.com" }] });
    const all = (await api.call("GET", "/smtp/unsubscribe")).body;
    expect(all[0]).toEqual({
      email: "later@example.com",
      unsubscribe_by_link: 0,
      unsubscribe_by_user: 1,
      spam_complaint: 0,
      date: expect.stringMatching(/^2026-06-11 08:00:0\d$/),
    });
    expect(all.map((u: { email: string }) => u.email)).toEqual([
      "later@example.com",
      "two@example.com",
    ]);
    const day = (await api.call("GET", "/smtp/unsubscribe?date=2026-06-10")).body;
    expect(day.map((u: { email: string }) => u.email)).toEqual(["two@example.com"]);
    expect((await api.call("GET", "/smtp/unsubscribe?limit=1&offset=1")).body).toHaveLength(1);
    expect((await api.call("GET", "/smtp/unsubscribe?date=10.06.2026")).status).toBe(400);
  });

  it("refuses malformed bodies and searches", async () => {
    for (const body of [
      {},
      { emails: [] },
      { emails: ["a@b.com"] },
      { emails: [{ email: "nope" }] },
    ])
      expect((await api.call("POST", "/smtp/unsubscribe", body)).status).toBe(400);
    for (const body of [undefined, { emails: [] }, { emails: [{ email: "a@b.com" }] }])
      expect((await api.call("DELETE", "/smtp/unsubscribe", body)).status).toBe(400);
    expect((await api.call("GET", "/smtp/unsubscribe/search")).status).toBe(400);
    expect((await api.call("GET", "/smtp/unsubscribe/search?email=nope")).status).toBe(400);
  });
});

describe("POST /smtp/resubscribe", () => {
  const resubscribe = (email: string, extra: Record<string, unknown> = {}) =>
    api.call("POST", "/smtp/resubscribe", {
      email,
      sender: "news@northwind-shop.example",
      ...extra,
    });

  it("sends five a day, refuses the sixth, allows again 24 hours later", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await resubscribe(`back${i}@example.com`, i === 0 ? { lang: "ua" } : {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: true, id: expect.stringMatching(EMAIL_ID) });
    }
    const sixth = await resubscribe("back5@example.com");
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toBe("No more than 5 are allowed per day");
    await api.advance(DAY);
    expect((await resubscribe("back5@example.com")).status).toBe(200);
  });

  it("sends the confirmation email in the asked language", async () => {
    const log = (await api.call("GET", "/smtp/emails?recipient=back0@example.com")).body;
    expect(log[0]).toMatchObject({
      subject: "Підтвердіть підписку",
      sender: "news@northwind-shop.example",
    });
  });

  it("wants an active sender of the account and a known language", async () => {
    await api.advance(DAY);
    const foreign = await resubscribe("x@example.com", { sender: "someone@else.example" });
    expect(foreign).toMatchObject({ status: 400, body: { error_code: 10 } });
    const pending = await resubscribe("x@example.com", { sender: "promo@northwind-deals.example" });
    expect(pending.status).toBe(400);
    expect((await resubscribe("x@example.com", { lang: "de" })).status).toBe(400);
    expect((await resubscribe("not-an-address")).status).toBe(400);
  });
});

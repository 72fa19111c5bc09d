import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestMessagingApi, type TestMessagingApi } from "../testing";
import {
  addViberFixtures,
  APPROVED_TEXT,
  BOOK,
  PENDING_TEXT,
  phones,
  promoBody,
  SENDER,
  VIBER_ONLY,
} from "./test-fixtures";

let api: TestMessagingApi;
beforeAll(async () => {
  api = await startTestMessagingApi({ ...VIBER_ONLY });
  await addViberFixtures(api);
});
afterAll(() => api.close());

const create = (patch: Record<string, unknown>) => api.call("POST", "/viber", promoBody(patch));
const button = { text: "Shop now", link: "https://shop.example/spring" };
const image = { link: "https://picsum.photos/seed/spring/600/400" };

describe("POST /viber", () => {
  it("creates a campaign and replies as the contract", async () => {
    const before = formatUpstreamDate(api.clock.now());
    const res = await create({
      recipients: [380501234567, "380501234568"],
      additional: {
        button,
        image,
        resend_sms: { status: true, sms_text: "Sale!", sms_sender_name: "Shop" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: true,
      data: {
        address_book_id: null,
        button_link: button.link,
        button_text: button.text,
        image_link: image.link,
        message: "Spring sale: 20% off everything",
        message_live_time: "3600",
        message_type: 2,
        resend_sms: 1,
        send_date: expect.any(String),
        sender_id: SENDER.verified,
        sms_sender_name: "Shop",
        sms_text: "Sale!",
        task_id: expect.any(Number),
        task_name: "Spring sale",
      },
    });
    // "now" is the moment of creation, somewhere between the two looks at the clock
    expect(res.body.data.send_date >= before).toBe(true);
    expect(res.body.data.send_date <= formatUpstreamDate(api.clock.now())).toBe(true);
  });

  it.each([
    ["system text matching a template", { message_type: 3, message: APPROVED_TEXT }],
    ["promo text only", {}],
    ["promo text + button", { additional: { button } }],
    ["promo image only", { message: null, additional: { image } }],
    ["an address book", { recipients: undefined, address_book: BOOK.id }],
    ["1000 recipients", { recipients: phones(1000) }],
    ["1000 characters", { message: "x".repeat(1000) }],
    ["live time 60", { message_live_time: 60 }],
    ["live time 86400", { message_live_time: 86400 }],
    ["stretch 5", { stretch_time: 5 }],
  ])("accepts %s", async (_, patch) => {
    const res = await create(patch);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.task_id).toBeGreaterThan(0);
  });

  it("accepts a future send_date in the account's timezone", async () => {
    const res = await create({ send_date: formatUpstreamDate(api.clock.nowMs() + 3600_000) });
    expect(res.status).toBe(200);
  });

  it.each([
    ["1001 recipients", { recipients: phones(1001) }, 422, /^recipients: /],
    ["1001 characters", { message: "x".repeat(1001) }, 422, /^message: /],
    ["live time 59", { message_live_time: 59 }, 422, /^message_live_time: /],
    ["live time 86401", { message_live_time: 86401 }, 422, /^message_live_time: /],
    ["stretch 6", { stretch_time: 6 }, 422, /^stretch_time: /],
    ["message_type 1", { message_type: 1 }, 422, /^message_type: /],
    [
      "system + button",
      { message_type: 3, message: APPROVED_TEXT, additional: { button } },
      422,
      /^additional\.button: /,
    ],
    [
      "system + image",
      { message_type: 3, message: APPROVED_TEXT, additional: { image } },
      422,
      /^additional\.image: /,
    ],
    ["text + image, no button", { additional: { image } }, 422, /^additional\.button: /],
    ["button without text", { message: null, additional: { button } }, 422, /^message: /],
    [
      "image + button without text",
      { message: null, additional: { image, button } },
      422,
      /^message: /,
    ],
    ["no content", { message: null }, 422, /^message: /],
    ["a template still in moderation", { message_type: 3, message: PENDING_TEXT }, 422, /template/],
    [
      "system text off by one character",
      { message_type: 3, message: `${APPROVED_TEXT} ` },
      422,
      /template/,
    ],
    ["a malformed date", { send_date: "2030-02-30 10:00:00" }, 422, /^send_date: /],
    ["an ISO date", { send_date: "2030-01-01T10:00:00Z" }, 422, /^send_date: /],
    ["a past date", { send_date: "2020-01-01 10:00:00" }, 422, /^send_date: .*past/],
    ["an unknown sender", { sender_id: 999 }, 422, /^sender_id: /],
    ["a sender in moderation", { sender_id: SENDER.moderation }, 422, /^sender_id: .*moderation/],
    ["a blocked sender", { sender_id: SENDER.blocked }, 422, /^sender_id: .*blocked/],
    [
      "an unknown address book",
      { recipients: undefined, address_book: 99 },
      422,
      /^address_book: /,
    ],
    ["both a book and recipients", { address_book: BOOK.id }, 422, /^recipients: /],
    ["neither a book nor recipients", { recipients: [] }, 422, /^recipients: /],
    ["a malformed phone", { recipients: ["+380501234567"] }, 422, /^recipients\.0: /],
    ["a missing sender_id", { sender_id: undefined }, 400, /^sender_id is required/],
    ["a sender_id that is not a number", { sender_id: "first" }, 400, /^sender_id: /],
  ])("refuses %s", async (_, patch, status, message) => {
    const before = (await api.call("GET", "/viber/task?limit=1000")).body.length;
    const res = await create(patch);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(res.body.error_code).toEqual(expect.any(Number));
    expect((await api.call("GET", "/viber/task?limit=1000")).body.length).toBe(before);
  });

  it("refuses a body that is not an object", async () => {
    const res = await api.call("POST", "/viber", [1, 2]);
    expect(res.status).toBe(400);
  });
});

describe("GET /viber/task and /viber/task/:id", () => {
  it("lists campaigns newest first with limit and offset", async () => {
    api.clock.advance(1000);
    const { body: made } = await create({
      task_name: "Newest",
      recipients: undefined,
      address_book: BOOK.id,
    });
    const all = await api.call("GET", "/viber/task");
    expect(all.status).toBe(200);
    expect(all.body[0]).toEqual({
      id: made.data.task_id,
      name: "Newest",
      message: "Spring sale: 20% off everything",
      button_text: null,
      button_link: null,
      image_link: null,
      address_book: BOOK.id,
      sender_name: "TestShop",
      sender_id: SENDER.verified,
      message_live_time: 3600,
      send_date: made.data.send_date,
      status: "moderation",
      created: made.data.send_date,
    });
    const page = await api.call("GET", "/viber/task?limit=2&offset=1");
    expect(page.body.map((c: { id: number }) => c.id)).toEqual(
      all.body.slice(1, 3).map((c: { id: number }) => c.id),
    );
  });

  it("returns one campaign's statistics record", async () => {
    const { body: made } = await create({ message_type: 3, message: APPROVED_TEXT });
    const res = await api.call("GET", `/viber/task/${made.data.task_id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: made.data.task_id,
      address_book_ids: null,
      stretch_time: 0,
      resend_sms: false,
      resend_sms_status: null,
      status: "moderation",
      statistic: { sent: 0, delivered: 0, read: 0, redirected: 0, undelivered: 0, errors: 0 },
    });
    expect(res.body).not.toHaveProperty("address_book");
  });

  it("answers 400 for a non-numeric id and 404 for an unknown one", async () => {
    for (const path of ["/viber/task/abc", "/viber/task/1e3", "/viber/task/abc/recipients"]) {
      const res = await api.call("GET", path);
      expect(res.status, path).toBe(400);
    }
    for (const path of ["/viber/task/424242", "/viber/task/424242/recipients"]) {
      const res = await api.call("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: "Campaign not found", error_code: 14 });
    }
  });

  it("refuses a malformed limit", async () => {
    expect((await api.call("GET", "/viber/task?limit=-1")).status).toBe(400);
    expect((await api.call("GET", "/viber/task?offset=x")).status).toBe(400);
  });
});

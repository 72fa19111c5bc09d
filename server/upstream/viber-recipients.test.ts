import { describe, expect, it } from "vitest";

import { UpstreamError } from "./errors";
import { readRecipients } from "./viber-recipients";

const plain = {
  phone: "380501234567",
  address_book_id: 3,
  status: "delivered",
  send_date: "2026-11-28 10:00:00",
  price: 0.0213,
  currency: "EUR",
  last_update: "2026-11-28 10:00:41",
};

describe("readRecipients", () => {
  it("reads the usual shape as it is, without extra fields", () => {
    expect(readRecipients({ task_id: 1, recipients: [{ ...plain, extra: 1 }] })).toEqual([plain]);
  });

  it("absorbs the variants the contract allows, like the tolerant schema", () => {
    const [r] = readRecipients({
      recipients: [
        {
          phone: 380501234567,
          status: null,
          send_date: "",
          price: "0.5",
          currency: null,
          last_update: undefined,
        },
      ],
    });
    expect(r).toEqual({
      phone: "380501234567",
      address_book_id: null,
      status: "unknown",
      send_date: null,
      price: 0.5,
      currency: "",
      last_update: null,
    });
  });

  it("treats an empty date in the usual shape as no date", () => {
    const [r] = readRecipients({
      recipients: [{ ...plain, last_update: "", address_book_id: null }],
    });
    expect(r).toMatchObject({ last_update: null, address_book_id: null });
  });

  it("leaves out a recipient without a phone, keeps the rest in order", () => {
    const read = readRecipients({
      recipients: [{ phone: 1, status: "sent" }, { status: "sent" }, { phone: "2" }],
    });
    expect(read.map((r) => [r.phone, r.status])).toEqual([
      ["1", "sent"],
      ["2", "unknown"],
    ]);
    expect(readRecipients({ task_id: 5 })).toEqual([]);
  });

  it("refuses a reply it cannot read at all, as the upstream's fault", () => {
    expect(() => readRecipients("<html>")).toThrow(UpstreamError);
    expect(() => readRecipients(42)).toThrow(UpstreamError);
  });
});

import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import type { SentEmail } from "@/lib/schemas/resources";

import { EMAIL_CSV_COLUMNS, emailCsvRow, lookupCsv } from "./csv";

const email = (id: string, subject: string): SentEmail =>
  ({
    id,
    send_date: "2026-11-20 10:00:00",
    sender: "orders@northwind-shop.example",
    recipient: "ada@example.com",
    subject,
    smtp_answer_code: 250,
    smtp_answer_subcode: "2.0.0",
    smtp_answer_data: "OK",
    total_size: 1234,
    tracking: { open: 2, click: 1 },
  }) as unknown as SentEmail;

describe("email CSV", () => {
  it("puts the tracking counts in their own columns", () => {
    const row = emailCsvRow(email("aaaaaa-bbbbbb-cc", "Hi"));
    expect(Object.keys(row)).toEqual([...EMAIL_CSV_COLUMNS]);
    expect(row).toMatchObject({ opens: 2, clicks: 1, total_size: 1234 });
  });

  it("lists every id asked for, found or not, and reads back as written", async () => {
    const text = await lookupCsv({
      items: [
        email("aaaaaa-bbbbbb-cc", 'Your order, "shipped"\nnow'),
        email("dddddd-eeeeee-ff", "B"),
      ],
      missing: ["zzzzzz-zzzzzz-zz"],
      total: 2,
    } as never);
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows[0]).toEqual(["id", "found", ...EMAIL_CSV_COLUMNS.slice(1)]);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.slice(0, 2)).toEqual(["aaaaaa-bbbbbb-cc", "yes"]);
    expect(rows[1]![5]).toBe('Your order, "shipped"\nnow'); // quoted, and back intact
    expect(rows[3]).toEqual(["zzzzzz-zzzzzz-zz", "no", "", "", "", "", "", "", "", "", ""]);
  });

  it("neutralises cells a spreadsheet would run as a formula", async () => {
    const text = await lookupCsv({
      items: [email("aaaaaa-bbbbbb-cc", "=HYPERLINK(1)")],
      missing: [],
    });
    const rows = Papa.parse<string[]>(text.trim()).data;
    expect(rows[1]![5]).toBe("'=HYPERLINK(1)");
  });
});

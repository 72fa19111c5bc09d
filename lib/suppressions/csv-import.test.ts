import { describe, expect, it } from "vitest";

import { readAddressCsv } from "./csv-import";

describe("readAddressCsv", () => {
  it("takes the column a header names and accounts for every row by its line", () => {
    const csv = [
      "name,email,comment",
      "Anna,anna@example.com,asked",
      "Bob,not-an-address,",
      "",
      "Anna again,ANNA@example.com,",
      '"Carl, Jr",carl@example.com,"said ""stop"""',
    ].join("\r\n");
    const r = readAddressCsv(csv);
    expect(r.phones).toEqual(["anna@example.com", "carl@example.com"]);
    expect(r.invalid).toEqual([
      { line: 3, input: "not-an-address", reason: "not an email address" },
    ]);
    expect(r.duplicates).toEqual([
      { line: 5, input: "ANNA@example.com", reason: "repeats anna@example.com" },
    ]);
  });

  it("without a header, finds the column that holds addresses and keeps the first row", () => {
    const r = readAddressCsv("x,a@b.co\ny,c@d.co\n");
    expect(r.phones).toEqual(["a@b.co", "c@d.co"]);
    expect(r.invalid).toEqual([]);
  });

  it("reads this console's own export back (its # note line skipped), with a BOM", () => {
    const r = readAddressCsv("\uFEFF# Unsubscribes\nemail,how,date\nz@z.io,link,2026-11-01\n");
    expect(r.phones).toEqual(["z@z.io"]);
    expect(r.invalid).toEqual([]);
  });

  it("reads 10,000 lines", () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `user${i}@example.com`);
    const r = readAddressCsv(["email", ...lines].join("\n"));
    expect(r.phones).toHaveLength(10_000);
  });

  it("takes `Name <address>` cells", () => {
    expect(readAddressCsv("email\nAnna <anna@x.io>\n").phones).toEqual(["anna@x.io"]);
  });
});

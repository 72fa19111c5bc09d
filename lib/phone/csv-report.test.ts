import { describe, expect, it } from "vitest";

import { extractPhonesFromCsv } from "./csv-report";
import { normalisePhoneList } from "./numbers";

describe("extractPhonesFromCsv", () => {
  it("reads the column whose header names the phone", () => {
    const csv = "name,phone,city\nAnna,+380 50 123 4567,Kyiv\nBohdan,380671234567,Lviv\n";
    expect(extractPhonesFromCsv(csv)).toEqual({
      values: ["+380 50 123 4567", "380671234567"],
      column: "phone",
      headerRow: true,
      emptyRows: [],
    });
  });

  it("finds the phone column without a header, with any delimiter", () => {
    const csv = "Anna;Kyiv;0501234567\nBohdan;Lviv;0671234567\n";
    const out = extractPhonesFromCsv(csv);
    expect(out.values).toEqual(["0501234567", "0671234567"]);
    expect(out.column).toBe("column 3");
    expect(out.headerRow).toBe(false);
  });

  it("lists rows without a phone instead of dropping them", () => {
    const csv = "\uFEFFPhone,Name\n380501234567,A\n,B\n\n380671234567,C\n";
    const out = extractPhonesFromCsv(csv);
    expect(out.values).toEqual(["380501234567", "380671234567"]);
    expect(out.emptyRows).toEqual([3]);
  });

  it("accounts for every cell once normalised: invalid and duplicates listed", () => {
    const csv = "phone\n380501234567\nnot a phone\n+380 50 123 45 67\n0671234567\n12\n";
    const { values } = extractPhonesFromCsv(csv);
    const list = normalisePhoneList(values, "UA");
    expect(list.phones).toEqual(["380501234567", "380671234567"]);
    expect(list.invalid.map((r) => r.input)).toEqual(["not a phone", "12"]);
    expect(list.duplicates.map((r) => r.input)).toEqual(["+380 50 123 45 67"]);
  });

  it("gives nothing for an empty file", () => {
    expect(extractPhonesFromCsv("\n\n").values).toEqual([]);
  });
});

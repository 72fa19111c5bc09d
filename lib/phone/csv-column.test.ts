import { describe, expect, it } from "vitest";

import { readPhoneColumn } from "./csv-column";

describe("readPhoneColumn", () => {
  it("uses the column a header names, keeping blank rows so lines stay in place", () => {
    const csv =
      'name,Phone number,city\r\nAnna,"+380 96 111 2233",Kyiv\r\n\r\nBo,0961112244,Lviv\r\n';
    expect(readPhoneColumn(csv)).toMatchObject({
      entries: ["+380 96 111 2233", "", "0961112244"],
      column: "Phone number",
      headerRows: 1,
    });
  });

  it("without a header, picks the column that looks like numbers", () => {
    const csv = "Anna;380961112233;x\nBo;380961112244;y\n";
    expect(readPhoneColumn(csv)).toMatchObject({
      entries: ["380961112233", "380961112244"],
      column: null,
      headerRows: 0,
    });
  });

  it("treats a first line that names no phone column as data, not as a header", () => {
    const out = readPhoneColumn("call me maybe\n380961112233\n");
    expect(out.headerRows).toBe(0);
    expect(out.entries).toEqual(["call me maybe", "380961112233"]);
  });

  it("reads a byte-order mark and an empty file", () => {
    expect(readPhoneColumn("\uFEFFphone\n380961112233").entries).toEqual(["380961112233"]);
    expect(readPhoneColumn("").entries).toEqual([]);
  });
});

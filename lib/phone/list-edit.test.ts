import { describe, expect, it } from "vitest";

import { appendEntries, removeEntries } from "./list-edit";
import { normalisePhone } from "./numbers";

const inUkraine = (entry: string) => normalisePhone(entry, "UA");

const text = "050 123 45 67, hello\n+380501234567;0671234567\n\n12";

describe("removeEntries", () => {
  it("removes only the invalid entries, keeping the rest as typed", () => {
    expect(removeEntries(text, inUkraine, "invalid")).toBe(
      "050 123 45 67\n+380501234567\n0671234567",
    );
  });

  it("removes repeats of a number already listed", () => {
    expect(removeEntries(text, inUkraine, "duplicates")).toBe(
      "050 123 45 67\nhello\n0671234567\n12",
    );
  });

  it("removes the numbers in a set (the blacklisted ones)", () => {
    expect(removeEntries(text, inUkraine, new Set(["380501234567"]))).toBe("hello\n0671234567\n12");
  });
});

describe("appendEntries", () => {
  it("adds imported cells on new lines under the typed ones", () => {
    expect(appendEntries("0501234567\n", ["0671234567", "0931234567"])).toBe(
      "0501234567\n0671234567\n0931234567",
    );
    expect(appendEntries("", ["0671234567"])).toBe("0671234567");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatPhone, normalisePhone, normalisePhoneList } from "./numbers";

describe("normalisePhone", () => {
  it.each([
    ["+380 50 123 4567", "380501234567"],
    ["00380501234567", "380501234567"],
    ["380501234567", "380501234567"],
    ["050 123 45 67", "380501234567"],
    ["(050) 123-45-67", "380501234567"],
    ["+44 20 7946 0958", "442079460958"],
    ["+1 (212) 555-0123", "12125550123"],
  ])("%s → %s", (input, expected) => {
    expect(normalisePhone(input, "UA")).toEqual({ phone: expected });
  });

  it("reads local numbers in the default country", () => {
    expect(normalisePhone("020 7946 0958", "GB")).toEqual({ phone: "442079460958" });
  });

  it.each([
    ["", "empty"],
    ["12", "too short"],
    ["call me", "contains letters"],
    ["+380 12", "too short"],
    ["+380 12 34", "not a valid UA number"],
    ["+999 1234567", "not"],
  ])("refuses %j with a reason", (input, reason) => {
    const out = normalisePhone(input);
    expect(out).toHaveProperty("reason");
    expect((out as { reason: string }).reason).toContain(reason);
  });
});

describe("normalisePhoneList", () => {
  it("accepts any separators and accounts for every line", () => {
    const text = "+380501234567, 0501234567;+44 20 7946 0958\nnope\t+1 212 555 0123 | 12";
    const out = normalisePhoneList(text);
    expect(out.phones).toEqual(["380501234567", "442079460958", "12125550123"]);
    expect(out.duplicates).toEqual([
      { line: 2, input: "0501234567", reason: "duplicate of 380501234567" },
    ]);
    expect(out.invalid.map((i) => i.input)).toEqual(["nope", "12"]);
  });

  it("never loses a line: used + invalid + duplicates = non-empty inputs", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{0,16}$/), fc.string()), {
          maxLength: 40,
        }),
        (lines) => {
          const out = normalisePhoneList(lines);
          const nonEmpty = lines.filter((l) => l.trim() !== "").length;
          expect(out.phones.length + out.invalid.length + out.duplicates.length).toBe(nonEmpty);
          expect(new Set(out.phones).size).toBe(out.phones.length);
          for (const p of out.phones) expect(p).toMatch(/^\d{7,15}$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("formatPhone", () => {
  it("shows digit-form numbers internationally", () => {
    expect(formatPhone("380501234567")).toBe("+380 50 123 4567");
    expect(formatPhone(442079460958)).toBe("+44 20 7946 0958");
  });
});

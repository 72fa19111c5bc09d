import { describe, expect, it } from "vitest";

import { csvSource, normaliseSource, textSource } from "./sources";

describe("normaliseSource", () => {
  it("names rejected entries by the line of the pasted text they are on", () => {
    const text = "+380 96 111 2233\n\nnope, 0961112244\r\n+380961112233";
    const out = normaliseSource(textSource(text), "UA");
    expect(out.phones).toEqual(["380961112233", "380961112244"]);
    expect(out.invalid).toEqual([{ line: 3, input: "nope", reason: "contains letters" }]);
    expect(out.duplicates).toEqual([
      { line: 4, input: "+380961112233", reason: "duplicate of 380961112233" },
    ]);
  });

  it("counts lines of a CSV file from its header", () => {
    const source = csvSource("name,phone\nAnna,0961112233\nBo,12\n");
    expect(source.column).toBe("phone");
    const out = normaliseSource(source, "UA");
    expect(out.invalid).toEqual([{ line: 3, input: "12", reason: "too short" }]);
  });

  it("reads local numbers in the chosen country", () => {
    expect(normaliseSource(textSource("020 7946 0958"), "GB").phones).toEqual(["442079460958"]);
  });
});

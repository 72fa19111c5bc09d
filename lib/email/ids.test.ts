import { describe, expect, it } from "vitest";

import { parseIdList } from "./ids";

describe("parseIdList", () => {
  it("reads ids in any separators, once each, in order", () => {
    const r = parseIdList(
      '["abc123-def456-01", "ZZZ999-yyy888-x1"]\nabc123-def456-01;q1w2e3-r4t5y6-u7',
    );
    expect(r.ids).toEqual(["abc123-def456-01", "ZZZ999-yyy888-x1", "q1w2e3-r4t5y6-u7"]);
    expect(r.duplicates).toBe(1);
    expect(r.invalid).toEqual([]);
  });

  it("lists every invalid piece with a reason", () => {
    const r = parseIdList("abc123-def456-01 abc-12 ann@x.com abc123_def456_01");
    expect(r.ids).toEqual(["abc123-def456-01"]);
    expect(r.invalid).toEqual([
      { text: "abc-12", reason: "not of the shape xxxxxx-xxxxxx-xx" },
      { text: "ann@x.com", reason: "an email address, not a message id" },
      { text: "abc123_def456_01", reason: "has characters a message id never has" },
    ]);
  });

  it("takes thousands of ids", () => {
    const many = Array.from({ length: 1200 }, (_, i) => `aaaaaa-${String(i).padStart(6, "0")}-01`);
    expect(parseIdList(many.join(",")).ids).toHaveLength(1200);
  });
});

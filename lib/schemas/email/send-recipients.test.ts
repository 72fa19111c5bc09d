import { describe, expect, it } from "vitest";

import { formatRecipient, parseAddressList } from "./send-recipients";

describe("parseAddressList", () => {
  it("splits pasted lists on commas, semicolons, new lines and blanks", () => {
    const r = parseAddressList("a@x.com, b@y.com;c@z.com\nd@w.com  e@v.com");
    expect(r.valid.map((v) => v.email)).toEqual([
      "a@x.com",
      "b@y.com",
      "c@z.com",
      "d@w.com",
      "e@v.com",
    ]);
    expect(r.invalid).toEqual([]);
  });

  it("keeps names, quoted or not, with their address", () => {
    const r = parseAddressList('Ann Smith <ann@x.com>, "Doe, John" <john@y.com>');
    expect(r.valid).toEqual([
      { name: "Ann Smith", email: "ann@x.com" },
      { name: "Doe, John", email: "john@y.com" },
    ]);
  });

  it("lists what is not an address instead of dropping it", () => {
    const r = parseAddressList("ok@x.com, nope, also@bad, <broken");
    expect(r.valid).toEqual([{ email: "ok@x.com" }]);
    expect(r.invalid.map((i) => i.text)).toEqual(["nope", "also@bad", "<broken"]);
    expect(r.invalid[0]?.reason).toBe("not an email address");
  });

  it("skips addresses already in the list or given twice, ignoring case", () => {
    const r = parseAddressList("A@x.com, a@X.com, b@y.com", ["B@y.com"]);
    expect(r.valid).toEqual([{ email: "A@x.com" }]);
  });

  it("gives nothing for blank input", () => {
    expect(parseAddressList("  ,\n ; ")).toEqual({ valid: [], invalid: [] });
  });

  it("formats a recipient back", () => {
    expect(formatRecipient({ name: "Ann", email: "a@x.com" })).toBe("Ann <a@x.com>");
    expect(formatRecipient({ email: "a@x.com" })).toBe("a@x.com");
  });
});

import { describe, expect, it } from "vitest";

import { parseAddressList, withoutInvalidLines } from "./unsubscribe-list";

describe("parseAddressList", () => {
  it("reads one address per line with an optional comment", () => {
    const r = parseAddressList("anna@example.com, asked by phone\n\n  ivan@example.net  \n");
    expect(r.entries).toEqual([
      { email: "anna@example.com", comment: "asked by phone" },
      { email: "ivan@example.net" },
    ]);
    expect(r.invalid).toEqual([]);
  });

  it("accepts semicolons and tabs before the comment, and Name <address>", () => {
    const r = parseAddressList("a@x.example; complaint\nb@x.example\tcalled\nAnna <c@x.example>");
    expect(r.entries).toEqual([
      { email: "a@x.example", comment: "complaint" },
      { email: "b@x.example", comment: "called" },
      { email: "c@x.example" },
    ]);
  });

  it("splits a line made only of addresses", () => {
    const r = parseAddressList("a@x.example, b@x.example c@x.example;d@x.example");
    expect(r.entries.map((e) => e.email)).toEqual([
      "a@x.example",
      "b@x.example",
      "c@x.example",
      "d@x.example",
    ]);
  });

  it("uses the comment for all where a line has none", () => {
    const r = parseAddressList("a@x.example\nb@x.example, own", "  GDPR request ");
    expect(r.entries).toEqual([
      { email: "a@x.example", comment: "GDPR request" },
      { email: "b@x.example", comment: "own" },
    ]);
  });

  it("lists invalid lines with their numbers and reasons", () => {
    const r = parseAddressList("good@x.example\nnot an address\n@x.example, hi\nbad@, x");
    expect(r.entries).toEqual([{ email: "good@x.example" }]);
    expect(r.invalid).toEqual([
      { line: 2, text: "not an address", reason: '"not an address" is not an email address' },
      { line: 3, text: "@x.example, hi", reason: '"@x.example" is not an email address' },
      { line: 4, text: "bad@, x", reason: '"bad@" is not an email address' },
    ]);
  });

  it("refuses comments that are too long", () => {
    const r = parseAddressList(`a@x.example, ${"x".repeat(256)}`);
    expect(r.entries).toEqual([]);
    expect(r.invalid[0]?.reason).toMatch(/longer than 255/);
  });

  it("keeps each address once, whatever its case", () => {
    const r = parseAddressList("A@x.example\na@X.example\nb@x.example");
    expect(r.entries.map((e) => e.email)).toEqual(["A@x.example", "b@x.example"]);
    expect(r.duplicates).toBe(1);
  });

  it("flags more addresses than one request may carry", () => {
    const text = Array.from({ length: 1001 }, (_, i) => `u${i}@x.example`).join("\n");
    expect(parseAddressList(text).tooMany).toBe(true);
    expect(parseAddressList("a@x.example").tooMany).toBe(false);
  });

  it("gives nothing for empty input", () => {
    expect(parseAddressList("  \n \n")).toEqual({
      entries: [],
      invalid: [],
      duplicates: 0,
      tooMany: false,
    });
  });
});

describe("withoutInvalidLines", () => {
  it("drops the invalid lines and the invalid addresses of a list line, keeping the rest as typed", () => {
    const text =
      "anna@example.com, asked by phone\nnot-an-address\n\nb@example.com c@x d@example.com\nbad@, note";
    expect(withoutInvalidLines(text)).toBe(
      "anna@example.com, asked by phone\n\nb@example.com, d@example.com",
    );
    expect(parseAddressList(withoutInvalidLines(text)).invalid).toEqual([]);
  });
});

import { MAX_ATTACHMENTS_BYTES } from "@messaging-console/contract/limits";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { base64Size, consoleEmailSendSchema, toBase64, utf8Length } from "./console";
import { HEADER_CONTROL_MESSAGE } from "./header-text";

const base = {
  from: { name: "Shop", email: "news@shop.example" },
  to: [{ name: "Ann", email: "ann@example.com" }],
  subject: "Hello",
  html: "<p>Hi</p>",
};
const paths = (email: Record<string, unknown>) => {
  const r = consoleEmailSendSchema.safeParse({ email });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

const CONTROLS = [
  ..."\u0000\u0001\u0008\t\n\u000b\r\u001b\u001f\u007f\u0085\u009f\u2028\u2029",
] as const;
/** A printable line with one or more control characters somewhere in it. */
const withControl = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...CONTROLS),
    fc.string({ maxLength: 20 }),
    fc.constantFrom("", "Bcc: attacker@evil.example", "X-Injected: 1"),
  )
  .map(([a, c, b, tail]) => `${a}${c}${b}${tail}`);

/** Where a header value goes in the body, and the `fields` key it must be refused under. */
const PLACES: [string, (v: string) => Record<string, unknown>][] = [
  ["email.subject", (v) => ({ ...base, subject: `Hi ${v}` })],
  ["email.from.name", (v) => ({ ...base, from: { ...base.from, name: v } })],
  ["email.from.email", (v) => ({ ...base, from: { email: `news${v}@shop.example` } })],
  ["email.to.0.name", (v) => ({ ...base, to: [{ name: v, email: "a@example.com" }] })],
  ["email.to.0.email", (v) => ({ ...base, to: [{ email: `a@example.com${v}` }] })],
  [
    "email.cc.1.name",
    (v) => ({ ...base, cc: [{ email: "c@x.example" }, { name: v, email: "d@x.example" }] }),
  ],
  ["email.bcc.0.email", (v) => ({ ...base, bcc: [{ email: `${v}b@x.example` }] })],
  ["email.reply_to.name", (v) => ({ ...base, reply_to: { name: v, email: "r@x.example" } })],
  ["email.reply_to.email", (v) => ({ ...base, reply_to: { email: `r@x.example${v}` } })],
  ["email.attachments_binary", (v) => ({ ...base, attachments_binary: { [`a${v}.txt`]: "YWJj" } })],
  ["email.attachments", (v) => ({ ...base, attachments: { [`a${v}.txt`]: "abc" } })],
];

describe("consoleEmailSendSchema: header fields are one line", () => {
  it.each(PLACES)("refuses a control character in %s, naming it", (path, place) => {
    fc.assert(
      fc.property(withControl, (v) => {
        const found = paths(place(v));
        expect(found.find(([p]) => p === path)?.[1], JSON.stringify(v)).toMatch(
          /one line, without line breaks or control characters/,
        );
      }),
      { numRuns: 60 },
    );
  });

  it("refuses the probe's subject with its own message, nothing else first", () => {
    expect(paths({ ...base, subject: "Hello\r\nBcc: attacker@evil.example" })).toEqual([
      ["email.subject", HEADER_CONTROL_MESSAGE],
    ]);
  });

  it("refuses a template variable with a line break when the subject uses it", () => {
    const template = (v: string) => ({
      ...base,
      html: undefined,
      subject: "Hi {{ name }}",
      template: { id: 1, variables: { name: v, address: "1 Main St\nSpringfield" } },
    });
    expect(paths(template("Ann\r\nBcc: x@evil.example"))).toEqual([
      ["email.template.variables.name", HEADER_CONTROL_MESSAGE],
    ]);
    // a variable used in the body only may hold several lines
    expect(paths(template("Ann"))).toEqual([]);
  });

  it("accepts any printable text, accents and emoji included", () => {
    const printable = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
      .filter((s) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s) && s.trim() !== "");
    fc.assert(
      fc.property(printable, (v) => {
        expect(paths({ ...base, subject: v, from: { ...base.from, name: v } })).toEqual([]);
      }),
      { numRuns: 200 },
    );
    expect(
      paths({
        ...base,
        subject: "Привіт — ça va? 👋",
        reply_to: { name: "Zoë", email: "z@x.example" },
      }),
    ).toEqual([]);
  });
});

describe("consoleEmailSendSchema: one attachment limit for text and binary files", () => {
  const MB = 1024 * 1024;
  it("refuses 12 MB of text attachments", () => {
    const found = paths({ ...base, attachments: { "big.txt": "a".repeat(12 * MB) } });
    expect(found).toEqual([
      [
        "email.attachments",
        "Attachments come to 12.0 MB; the limit is 10 MB in all, text and binary files together",
      ],
    ]);
  });

  it("refuses 6 MB of text with 6 MB of binary", () => {
    const binary = toBase64("b".repeat(6 * MB));
    const found = paths({
      ...base,
      attachments: { "a.txt": "a".repeat(6 * MB) },
      attachments_binary: { "b.bin": binary },
    });
    expect(found).toHaveLength(1);
    expect(found[0]?.[1]).toMatch(/12\.0 MB; the limit is 10 MB in all/);
  });

  it("counts text as UTF-8 bytes and accepts up to the limit", () => {
    // 3.4 M characters of 3 bytes each: 10.2 MB, over the limit though under 10 M characters
    expect(paths({ ...base, attachments: { "u.txt": "€".repeat(3.4 * MB) } })).toHaveLength(1);
    const half = MAX_ATTACHMENTS_BYTES / 2;
    expect(
      paths({
        ...base,
        attachments: { "a.txt": "a".repeat(half) },
        attachments_binary: { "b.bin": toBase64("b".repeat(half)) },
      }),
    ).toEqual([]);
  });

  it("utf8Length agrees with TextEncoder", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (s) => {
        expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length);
      }),
    );
    expect(base64Size(toBase64("hello"))).toBe(5);
  });
});

import { describe, expect, it } from "vitest";

import {
  domainNameSchema,
  emailIdSchema,
  emailInfoSchema,
  emailSendSchema,
  MAX_EMAIL_RECIPIENTS,
  MAX_INFO_IDS,
  RESUBSCRIBE_LANGS,
  RESUBSCRIBE_PER_DAY,
  resubscribeSchema,
  senderAddSchema,
  unsubscribeAddSchema,
  unsubscribeRemoveSchema,
} from ".";

const base = {
  from: { name: "Shop", email: "news@shop.example" },
  to: [{ name: "Ann", email: "ann@example.com" }],
  subject: "Hello",
};
const html = btoa("<p>Hi</p>");
const issues = (body: unknown) => {
  const r = emailSendSchema.safeParse(body);
  return r.success ? [] : r.error.issues;
};

describe("emailSendSchema", () => {
  it("accepts html/text content and template content", () => {
    expect(issues({ email: { ...base, html, text: "Hi" } })).toEqual([]);
    expect(issues({ email: { ...base, text: "Hi only" } })).toEqual([]);
    expect(
      issues({ email: { ...base, template: { id: 12, variables: { name: "Ann", n: 3 } } } }),
    ).toEqual([]);
  });

  it("refuses both content forms and neither", () => {
    const both = issues({ email: { ...base, html, template: { id: "a1", variables: {} } } });
    expect(both[0]?.path).toEqual(["email", "template"]);
    const neither = issues({ email: base });
    expect(neither).toHaveLength(1);
    expect(neither[0]).toMatchObject({ path: ["email", "html"], params: { upstreamCode: 13 } });
  });

  it("wants html in Base64", () => {
    expect(issues({ email: { ...base, html: "<p>Hi</p>" } })[0]?.path).toEqual(["email", "html"]);
    expect(issues({ email: { ...base, html: "abc" } })).toHaveLength(1);
    expect(issues({ email: { ...base, html: "YWJj" } })).toEqual([]);
    for (const bad of ["YWJ", "YW=j", "Y===", "YWJj\n", "YW J"])
      expect(issues({ email: { ...base, html: bad } }), bad).toHaveLength(1);
  });

  it("checks a 10 MB attachment without running out of stack", () => {
    const big = "QUJD".repeat((10 * 1048576) / 3);
    const body = { email: { ...base, html, attachments_binary: { "big.bin": big } } };
    expect(issues(body)).toEqual([]);
    const broken = { "big.bin": `${big.slice(0, -4)}QU=C` };
    expect(issues({ email: { ...base, html, attachments_binary: broken } })).toHaveLength(1);
  });

  it("checks from, to, subject and template variables", () => {
    expect(issues({ email: { ...base, html, from: { email: "nope" } } })[0]?.path).toEqual([
      "email",
      "from",
      "email",
    ]);
    expect(issues({ email: { ...base, html, to: [] } })[0]?.path).toEqual(["email", "to"]);
    expect(issues({ email: { ...base, html, subject: " " } })[0]?.path).toEqual([
      "email",
      "subject",
    ]);
    const vars = issues({ email: { ...base, template: { id: 1, variables: { a: { b: 1 } } } } });
    expect(vars[0]?.path.slice(0, 3)).toEqual(["email", "template", "variables"]);
  });

  it("caps to + cc + bcc together", () => {
    const many = (n: number, p: string) =>
      Array.from({ length: n }, (_, i) => ({ email: `${p}${i}@example.com` }));
    const ok = {
      ...base,
      html,
      to: many(MAX_EMAIL_RECIPIENTS / 2, "t"),
      cc: many(MAX_EMAIL_RECIPIENTS / 2, "c"),
    };
    expect(issues({ email: ok })).toEqual([]);
    const over = issues({ email: { ...ok, bcc: many(1, "b") } });
    expect(over[0]).toMatchObject({ params: { upstreamCode: 550 } });
  });
});

describe("email ids", () => {
  it("has the shape xxxxxx-xxxxxx-xx", () => {
    expect(emailIdSchema.safeParse("aB3dE9-Zx81Qa-7k").success).toBe(true);
    for (const bad of ["aB3dE9-Zx81Qa-7", "aB3dE9Zx81Qa7k", "aB3dE!-Zx81Qa-7k", "../../x", ""])
      expect(emailIdSchema.safeParse(bad).success).toBe(false);
  });

  it("takes 1 to MAX_INFO_IDS ids", () => {
    const ids = (n: number) => Array.from({ length: n }, () => "aaaaaa-bbbbbb-cc");
    expect(MAX_INFO_IDS).toBe(500);
    expect(emailInfoSchema.safeParse({ emails: ids(500) }).success).toBe(true);
    expect(emailInfoSchema.safeParse({ emails: ids(501) }).success).toBe(false);
    expect(emailInfoSchema.safeParse({ emails: [] }).success).toBe(false);
  });
});

describe("unsubscribe, resubscribe and sender bodies", () => {
  it("parses unsubscribe add and remove", () => {
    expect(
      unsubscribeAddSchema.safeParse({ emails: [{ email: "a@b.com", comment: "asked" }] }).success,
    ).toBe(true);
    expect(unsubscribeAddSchema.safeParse({ emails: [{ email: "a@b.com" }] }).success).toBe(true);
    expect(unsubscribeAddSchema.safeParse({ emails: ["a@b.com"] }).success).toBe(false);
    expect(unsubscribeRemoveSchema.safeParse({ emails: ["a@b.com"] }).success).toBe(true);
    expect(unsubscribeRemoveSchema.safeParse({ emails: [] }).success).toBe(false);
  });

  it("defaults the resubscribe language to en and knows six languages", () => {
    expect(RESUBSCRIBE_PER_DAY).toBe(5);
    expect(RESUBSCRIBE_LANGS).toEqual(["ru", "en", "ua", "tr", "es", "pt"]);
    const r = resubscribeSchema.parse({ email: "a@b.com", sender: "news@shop.example" });
    expect(r.lang).toBe("en");
    expect(
      resubscribeSchema.safeParse({ email: "a@b.com", sender: "n@s.example", lang: "de" }).success,
    ).toBe(false);
  });

  it("wants a sender's email and name", () => {
    expect(senderAddSchema.safeParse({ email: "x@y.com", name: "X" }).success).toBe(true);
    expect(senderAddSchema.safeParse({ email: "x@y.com", name: "" }).success).toBe(false);
    expect(senderAddSchema.safeParse({ email: "xy.com", name: "X" }).success).toBe(false);
  });
});

describe("domainNameSchema", () => {
  it("accepts real DNS names and lower-cases them", () => {
    for (const ok of ["example.com", "mail.shop-1.example.org", "A.B.CO"])
      expect(domainNameSchema.safeParse(ok).success).toBe(true);
    expect(domainNameSchema.parse("Mail.Example.COM")).toBe("mail.example.com");
    expect(domainNameSchema.safeParse(`${"a".repeat(63)}.com`).success).toBe(true);
  });

  it("refuses paths, spaces, empty labels and bad labels", () => {
    for (const bad of [
      "../../oauth",
      "evil.example/x",
      "not a domain",
      "a..b",
      "localhost",
      "-a.com",
      "a-.com",
      "a.c0m",
      "a.c",
      `${"a".repeat(64)}.com`,
      `${"abcdefghi.".repeat(26)}com`,
      "a_b.com",
      "",
    ])
      expect(domainNameSchema.safeParse(bad).success, bad).toBe(false);
  });
});

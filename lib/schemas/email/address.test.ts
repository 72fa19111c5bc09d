import { emailAddressSchema } from "@messaging-console/contract/email/send";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isEmailAddress } from "./address";

describe("the header's address check", () => {
  it("agrees with the form schema on examples", () => {
    for (const s of [
      "a@example.com",
      "first.last+tag@sub.example.co.uk",
      "o'brien@example.ie",
      "",
      "a@b",
      ".a@example.com",
      "a..b@example.com",
      "a.@example.com",
      "a@-example.com",
      "not an address",
      `${"a".repeat(250)}@example.com`,
    ])
      expect(isEmailAddress(s), s).toBe(emailAddressSchema.safeParse(s).success);
  });

  it("agrees with the form schema on generated input", () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.-]{0,12}$/);
    const host = fc.stringMatching(/^[A-Za-z0-9.-]{0,12}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.emailAddress(),
          fc.tuple(local, host).map(([l, h]) => `${l}@${h}`),
        ),
        (s) => {
          expect(isEmailAddress(s)).toBe(emailAddressSchema.safeParse(s).success);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

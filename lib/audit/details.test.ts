import { describe, expect, it } from "vitest";

import {
  AUDIT_SAMPLE_MAX,
  auditTargetWords,
  listInWords,
  sampleOf,
  userChangeDetails,
  type AuditDetails,
} from "./details";

const phones = Array.from({ length: 45 }, (_, i) => String(380501110000 + i));

describe("listInWords", () => {
  it("lists as many as fit, then says how many more", () => {
    expect(listInWords(["a@x.example", "b@x.example"], 2)).toBe("a@x.example, b@x.example");
    const { sample, total } = sampleOf(phones);
    expect(sample).toHaveLength(AUDIT_SAMPLE_MAX);
    expect(total).toBe(45);
    // 12 digits each: four fit in 60 characters with their commas
    expect(listInWords(sample, total, 60)).toBe(
      "380501110000, 380501110001, 380501110002, 380501110003 and 41 more",
    );
    // the count covers what was not stored too
    expect(listInWords(sample, total, Infinity)).toMatch(/380501110019 and 25 more$/);
  });

  it("always shows one item, however long", () => {
    expect(listInWords(["a-very-long-address@example.com"], 3, 5)).toBe(
      "a-very-long-address@example.com and 2 more",
    );
    expect(listInWords([], 0)).toBe("none");
  });
});

describe("auditTargetWords", () => {
  const row = { target: null, upstreamId: null };
  it("names a user and the role change", () => {
    const details = userChangeDetails(
      { email: "ann@example.com", role: "marketer", active: true },
      { role: "support" },
    );
    expect(auditTargetWords({ ...row, action: "user.update", details })).toBe(
      "ann@example.com: role marketer → support",
    );
    expect(
      auditTargetWords({
        ...row,
        action: "user.update",
        details: userChangeDetails(
          { email: "bo@example.com", role: "admin", active: true },
          { active: false, resetPassword: true },
        ),
      }),
    ).toBe("bo@example.com: disabled, password reset");
    expect(
      auditTargetWords({
        ...row,
        action: "user.create",
        details: { kind: "user", email: "cy@example.com", role: "support" },
      }),
    ).toBe("cy@example.com as support");
  });

  it("names the phones removed with the count of the rest", () => {
    expect(
      auditTargetWords({
        ...row,
        action: "blacklist.remove",
        details: { kind: "phones", ...sampleOf(phones) },
      }),
    ).toBe("45 phones: 380501110000, 380501110001, 380501110002, 380501110003 and 41 more");
  });

  it("names a campaign by name and id, an email by subject and recipients", () => {
    expect(
      auditTargetWords({
        action: "campaign.create",
        target: "Spring sale",
        upstreamId: "812",
        details: { kind: "campaign", name: "Spring sale" },
      }),
    ).toBe("“Spring sale” (id 812)");
    expect(
      auditTargetWords({
        ...row,
        action: "email.send",
        details: { kind: "emails", subject: "Hi", ...sampleOf(["a@x.example"]) },
      }),
    ).toBe("“Hi” → a@x.example");
  });

  it("still renders rows written before details were recorded", () => {
    expect(
      auditTargetWords({ action: "blacklist.add", target: "3 phone(s)", upstreamId: null }),
    ).toBe("3 phone(s)");
    expect(
      auditTargetWords({
        action: "campaign.create",
        target: "Old",
        upstreamId: "7",
        details: null,
      }),
    ).toBe("“Old” (id 7)");
    expect(auditTargetWords({ action: "domain.add", target: null, upstreamId: null })).toBe("—");
  });

  it("tells the phones a blacklist.add added from those already on the list", () => {
    const row = (details: AuditDetails) => ({
      action: "blacklist.add",
      target: null,
      upstreamId: null,
      details,
    });
    expect(
      auditTargetWords(
        row({
          kind: "phones",
          sample: ["380501112233"],
          total: 1,
          already: { sample: ["380501112234"], total: 1 },
        }),
      ),
    ).toBe("1 phone added: 380501112233; 1 phone already on the list, not added: 380501112234");
    expect(
      auditTargetWords(
        row({
          kind: "phones",
          sample: [],
          total: 0,
          already: { sample: ["380501112234"], total: 1 },
        }),
      ),
    ).toBe("0 phones added; 1 phone already on the list, not added: 380501112234");
    expect(
      auditTargetWords(row({ kind: "phones", sample: ["1", "2"], total: 2, alreadyCount: 1 })),
    ).toBe("2 phones: 1, 2 (1 of them already on the list)");
  });
});

describe("an import's audit entry", () => {
  it("says the values were imported", () => {
    const row = (details: AuditDetails) => ({
      action: "x",
      target: null,
      upstreamId: null,
      details,
    });
    expect(
      auditTargetWords(row({ kind: "phones", sample: ["1", "2"], total: 2, source: "import" })),
    ).toBe("2 phones imported: 1, 2");
    expect(
      auditTargetWords(row({ kind: "emails", sample: ["a@x.io"], total: 1, source: "import" })),
    ).toBe("1 address imported: a@x.io");
    expect(auditTargetWords(row({ kind: "phones", sample: ["1"], total: 1 }))).toBe("1 phone: 1");
  });
});

import { describe, expect, it } from "vitest";

import { PERMISSIONS } from "@/lib/permissions";

import { canonicalRuleId, idsOf, RULE_ALIASES, RULE_IDS, ruleEntry } from "./rule-catalogue";

describe("the rule catalogue", () => {
  it("has unique ids, each with a known permission", () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    for (const id of RULE_IDS) expect(PERMISSIONS).toContain(ruleEntry(id)!.permission);
  });

  it("reads the checks' other ids as its own", () => {
    for (const target of Object.values(RULE_ALIASES)) expect(RULE_IDS).toContain(target);
    expect(canonicalRuleId("viber.finished")).toBe("viber.campaign-finished");
    expect(canonicalRuleId("email.hard-bounces")).toBe("email.hard-bounces");
    expect(ruleEntry("viber.finished")?.label).toBe("Campaign finished");
    expect(idsOf(["viber.campaign-finished"]).sort()).toEqual([
      "viber.campaign-finished",
      "viber.finished",
    ]);
  });
});

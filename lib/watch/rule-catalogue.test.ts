import { describe, expect, it } from "vitest";

import { PERMISSIONS } from "@/lib/permissions";

import { RULE_IDS, ruleEntry } from "./rule-catalogue";
import { RULE_IDS as CHECKED_RULE_IDS } from "./rules";

describe("the rule catalogue", () => {
  it("has unique ids, each with a known permission", () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    for (const id of RULE_IDS) expect(PERMISSIONS).toContain(ruleEntry(id)!.permission);
  });

  it("names every rule the checks raise, so each can be subscribed to", () => {
    for (const id of CHECKED_RULE_IDS) expect(RULE_IDS).toContain(id);
  });
});

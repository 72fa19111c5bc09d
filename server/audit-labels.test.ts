import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS } from "@/lib/api-routes";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ERROR_LABELS,
  auditActionWords,
  auditErrorWords,
} from "@/lib/audit/labels";

import { errorStatus } from "./errors";

describe("audit labels", () => {
  it("names every audited action in words", () => {
    expect(AUDIT_ACTIONS.filter((a) => !AUDIT_ACTION_LABELS[a])).toEqual([]);
    expect(auditActionWords("auth.sign_in")).toBe("Signed in");
    expect(auditActionWords("user.update")).toBe("Changed a user");
  });

  it("names every error code of the console API and of sign-ins", () => {
    expect(Object.keys(errorStatus).filter((c) => !AUDIT_ERROR_LABELS[c])).toEqual([]);
    for (const code of ["wrong_credentials", "throttled", "busy", "not_allowed", "expired"])
      expect(AUDIT_ERROR_LABELS[code], code).toBeTruthy();
    expect(auditErrorWords("upstream_rejected")).toBe("Refused by the Messaging API");
    expect(auditErrorWords("something_new")).toBe("something_new");
  });
});

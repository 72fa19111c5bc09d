import { describe, expect, it } from "vitest";

import { senderProblem, senderStatusLabel } from "./sender-status";

describe("senderProblem", () => {
  it("lets a verified sender send", () => {
    expect(senderProblem({ status: "verified", admin_comment: null })).toBeNull();
    expect(senderProblem({ status: "Verified ", admin_comment: "fine" })).toBeNull();
  });

  it("says why other senders cannot, with the operator's comment", () => {
    expect(senderProblem({ status: "moderation", admin_comment: null })).toMatch(/approval/);
    expect(senderProblem({ status: "blocked", admin_comment: "Gambling traffic" })).toBe(
      "Blocked (Gambling traffic)",
    );
    expect(senderProblem({ status: "paused", admin_comment: "" })).toBe(
      "Status “paused”: it cannot send",
    );
  });

  it("labels statuses, unknown ones as they are", () => {
    expect(senderStatusLabel("moderation")).toBe("In moderation");
    expect(senderStatusLabel("paused")).toBe("paused");
  });
});

import { describe, expect, it } from "vitest";

import { pickAudience, type Candidate } from "./audience-rules";

const people: Candidate[] = [
  { id: 1, role: "admin", active: true },
  { id: 2, role: "marketer", active: true },
  { id: 3, role: "support", active: true },
  { id: 4, role: "marketer", active: false },
  { id: 5, role: "marketer", active: true },
];
const finished = {
  permission: "campaigns:read" as const,
  ruleId: "viber.finished",
  measured: null,
};

describe("who hears of an event", () => {
  it("tells active people whose role holds the permission, in the console by default", () => {
    expect(pickAudience(people, new Map(), finished, "console")).toEqual([1, 2, 3, 5]);
    const dns = { permission: "domains:write" as const, ruleId: "domains.checks", measured: null };
    expect(pickAudience(people, new Map(), dns, "console")).toEqual([1]);
  });

  it("sends email only to those who chose it, and leaves out who turned the console off", () => {
    expect(pickAudience(people, new Map(), finished, "email")).toEqual([]);
    const choices = new Map([
      [2, true],
      [5, false],
      [4, true],
    ]);
    expect(pickAudience(people, choices, finished, "email")).toEqual([2]);
    expect(pickAudience(people, choices, finished, "console")).toEqual([1, 2, 3]);
  });

  it("does not let a subscription outrun the role's permission", () => {
    const quota = { permission: "users:manage" as const, ruleId: "upstream.token", measured: null };
    expect(pickAudience(people, new Map([[2, true]]), quota, "console")).toEqual([1]);
  });

  it("tells only the named people of a notice, and no one of an event of no rule", () => {
    const notice = {
      permission: "campaigns:read" as const,
      ruleId: null,
      measured: { recipients: [2, 4, 9] },
    };
    expect(pickAudience(people, new Map(), notice, "console")).toEqual([2]);
    expect(pickAudience(people, new Map(), { ...finished, ruleId: null }, "console")).toEqual([]);
  });
});

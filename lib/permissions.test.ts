import { describe, expect, it } from "vitest";

import { can, PERMISSIONS, ROLES, type Permission, type Role } from "./permissions";

// docs/security.md's roles table, written out: a change to the code table must change this too.
const expected: Record<Permission, Role[]> = {
  "campaigns:read": ["admin", "marketer", "support"],
  "blacklist:read": ["admin", "marketer", "support"],
  "email:read": ["admin", "marketer", "support"],
  "campaigns:write": ["admin", "marketer"],
  "campaigns:approve": ["admin"],
  "blacklist:write": ["admin", "marketer", "support"],
  "blacklist:delete": ["admin", "marketer"],
  "email:send": ["admin", "marketer"],
  "unsubscribes:write": ["admin", "support"],
  "senders:write": ["admin"],
  "domains:write": ["admin"],
  "users:manage": ["admin"],
  "audit:read": ["admin"],
  "account:password": ["admin", "marketer", "support"],
  "account:two-factor": ["admin", "marketer", "support"],
  "account:notifications": ["admin", "marketer", "support"],
};

describe("permission table", () => {
  it.each(PERMISSIONS.flatMap((p) => ROLES.map((r) => [r, p] as const)))(
    "%s / %s matches docs/security.md",
    (role, permission) => {
      expect(can(role, permission)).toBe(expected[permission].includes(role));
    },
  );

  it("a user's own grant adds only a grantable permission", () => {
    expect(can("marketer", "campaigns:approve")).toBe(false);
    expect(can("marketer", "campaigns:approve", ["campaigns:approve"])).toBe(true);
    expect(can("support", "campaigns:approve", ["campaigns:approve"])).toBe(true);
    expect(can("marketer", "users:manage", ["users:manage"])).toBe(false);
    expect(can(null, "campaigns:approve", ["campaigns:approve"])).toBe(false);
  });

  it("grants nothing without a role", () => {
    expect(can(null, "campaigns:read")).toBe(false);
  });
});

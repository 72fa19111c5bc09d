import { describe, expect, it } from "vitest";

import { activeNavItem, navItems, visibleNavItems } from "./nav-items";

describe("nav items", () => {
  it("have unique paths", () => {
    expect(new Set(navItems.map((i) => i.href)).size).toBe(navItems.length);
  });

  it("match a nested page to its section's item", () => {
    expect(activeNavItem("/email/log/abc123-def456-01")?.label).toBe("Email log");
    expect(activeNavItem("/viber/campaigns/new")?.label).toBe("Campaigns");
    expect(activeNavItem("/")?.label).toBe("Overview");
    expect(activeNavItem("/nowhere")).toBeUndefined();
    // "/" must not swallow every path as a prefix
    expect(activeNavItem("/emailx")).toBeUndefined();
  });

  it("hide admin items from a role without the permission", () => {
    const support = ["campaigns:read", "blacklist:read", "email:read"];
    const labels = visibleNavItems(support).map((i) => i.label);
    expect(labels).toContain("Email log");
    expect(labels).not.toContain("Users");
    expect(labels).not.toContain("Audit log");
    expect(labels).not.toContain("Send email");
    expect(visibleNavItems().length).toBe(navItems.length);
  });
});

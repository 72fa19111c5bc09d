import { describe, expect, it } from "vitest";

import { recipientsQuery } from "@/lib/schemas/queries";
import { RECIPIENT_STATUSES } from "@/lib/viber/statuses";

import {
  ENGAGEMENT_GROUPS,
  engagementCounts,
  engagementGroupsOf,
  inEngagementGroup,
  isEngagementGroup,
} from "./engagement";

describe("engagement groups", () => {
  it("puts each of the contract's statuses in its groups", () => {
    const table = Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, engagementGroupsOf(s)]));
    expect(table).toEqual({
      send: [],
      delivered: [],
      "delivered and opened": [],
      "delivered and read": ["read"],
      "read and a clickthrough followed": ["read", "clicked"],
      "not delivered": ["undelivered"],
      error: ["error"],
    });
  });

  it("counts clickers among readers, as the statistics' read counter does", () => {
    expect(inEngagementGroup("read and a clickthrough followed", "read")).toBe(true);
    expect(inEngagementGroup("delivered and read", "clicked")).toBe(false);
  });

  it("reads a status whatever its case and surrounding spaces", () => {
    expect(engagementGroupsOf(" Not Delivered ")).toEqual(["undelivered"]);
    expect(engagementGroupsOf("ERROR")).toEqual(["error"]);
  });

  it("puts an unknown or empty status in no group, without failing", () => {
    for (const s of ["unknown", "", "queued", "read", "clicked", "delivered and clicked"])
      expect(engagementGroupsOf(s)).toEqual([]);
  });

  it("sums a summary's counts per group, unknown statuses left out", () => {
    expect(
      engagementCounts({
        delivered: 5,
        "delivered and read": 7,
        "read and a clickthrough followed": 3,
        "not delivered": 2,
        error: 1,
        "something new": 40,
      }),
    ).toEqual({ read: 10, clicked: 3, undelivered: 2, error: 1 });
    expect(engagementCounts({})).toEqual({ read: 0, clicked: 0, undelivered: 0, error: 0 });
  });

  it("knows its group names", () => {
    expect(ENGAGEMENT_GROUPS.every(isEngagementGroup)).toBe(true);
    expect(isEngagementGroup("delivered")).toBe(false);
    expect(isEngagementGroup(undefined)).toBe(false);
  });
});

describe("recipientsQuery group and limit", () => {
  it("takes one of the four groups", () => {
    for (const group of ENGAGEMENT_GROUPS)
      expect(recipientsQuery.parse({ group }).group).toBe(group);
    expect(recipientsQuery.parse({}).group).toBeUndefined();
  });

  it("refuses anything else with words a person can act on", () => {
    for (const group of ["", "READ", "delivered", "read,clicked", "x".repeat(100)]) {
      const parsed = recipientsQuery.safeParse({ group });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("must be read, clicked, undelivered or error");
    }
  });

  it("serves up to a campaign's 1,000 recipients in one page, no more", () => {
    expect(recipientsQuery.parse({ limit: "1000" }).limit).toBe(1000);
    expect(recipientsQuery.safeParse({ limit: "1001" }).success).toBe(false);
    expect(recipientsQuery.parse({}).limit).toBe(50);
  });
});

import { describe, expect, it } from "vitest";

import { apiRoutes } from "@/lib/api-routes";

import { DRAFT_KINDS, DRAFT_MAX_BYTES, draftSaveSchema, type DraftKind } from "./schema";

describe("drafts", () => {
  it.each(Object.keys(DRAFT_KINDS) as DraftKind[])(
    "the %s draft routes need the permission of the write they prepare",
    (kind) => {
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const row = apiRoutes[`${method} /api/drafts/${kind}`];
        expect(row.permission).toBe(DRAFT_KINDS[kind]);
        expect(row).not.toHaveProperty("audit");
      }
    },
  );

  it("keeps a form's values and refuses a runaway size", () => {
    expect(
      draftSaveSchema.safeParse({ data: { task_name: "Spring", live_hours: 2 } }).success,
    ).toBe(true);
    expect(draftSaveSchema.safeParse({ data: "text" }).success).toBe(false);
    const huge = { phones_text: "3".repeat(DRAFT_MAX_BYTES) };
    expect(draftSaveSchema.safeParse({ data: huge }).error?.issues[0]?.message).toMatch(/at most/);
  });
});

import { promoBody } from "@messaging-console/messaging-api/viber/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as groupsRoute from "@/app/api/viber/campaigns/groups/route";
import * as approveRoute from "@/app/api/viber/held/[batch]/approve/route";
import { createUser } from "@/server/auth/users";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { watchEvents } from "@/server/db/watch-tables";
import { setApprovalPolicy } from "@/server/held-campaigns/policy";
import { batchVersion, getBatch } from "@/server/held-campaigns/store";

import { callRoute, type ConsoleHarness } from "./console-api";
import { startViberConsole } from "./viber-console";

// Approval notices name their people: the approvers (not the author) when a campaign
// waits, the author when it is decided; nobody else hears of it.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startViberConsole();
}, 240_000);
afterAll(() => h?.close());

/** The people an event names (the fan-out job, not started here, delivers to them). */
async function namedBy(title: string): Promise<number[]> {
  const rows = await (
    await db()
  )
    .select({ measured: watchEvents.measured })
    .from(watchEvents)
    .where(eq(watchEvents.title, title));
  return rows.flatMap((r) => (r.measured as { recipients?: number[] } | null)?.recipients ?? []);
}

describe("approval notices", () => {
  it("go to approvers while it waits, and to its author when approved", async () => {
    await setApprovalPolicy({ mode: "all", threshold: 0 });
    const author = await h.userId("marketer");
    const admin = await h.userId("admin");
    const support = await h.userId("support");
    const granted = await createUser({
      email: "granted-approver@example.com",
      name: "Granted",
      role: "marketer",
    });
    await (
      await db()
    )
      .update(users)
      .set({ grants: ["campaigns:approve"] })
      .where(eq(users.id, granted.id));

    const made = await callRoute(groupsRoute.POST, {
      method: "POST",
      path: "/api/viber/campaigns/groups",
      cookie: await h.cookieFor("marketer"),
      idempotencyKey: "notice-a-0001",
      body: {
        campaign: promoBody({ task_name: "Notice A", recipients: ["380501234567"] }),
        delivery: { mode: "local", date: "2033-02-02", time: "10:00" },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const waits = "“Notice A” awaits approval";
    const named = await namedBy(waits);
    expect(named).toContain(admin);
    expect(named).toContain(granted.id);
    expect(named).not.toContain(author);
    expect(named).not.toContain(support);

    const batch = made.body.batchId as string;
    const approved = await callRoute(approveRoute.POST, {
      method: "POST",
      path: `/api/viber/held/${batch}/approve`,
      params: { batch },
      cookie: await h.cookieFor("admin"),
      idempotencyKey: "notice-a-approve",
      body: { version: batchVersion(await getBatch(batch)) },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await namedBy("“Notice A” was approved")).toEqual([author]);
    await setApprovalPolicy({ mode: "none", threshold: 0 });
  });
});

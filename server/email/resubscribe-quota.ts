import "server-only";

import { and, asc, eq, gt } from "drizzle-orm";

import { computeResubscribeQuota, type ResubscribeQuota } from "@/lib/email/resubscribe-quota";
import { db } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";

const DAY_MS = 86_400_000;

/** From the audit log: the upstream enforces 5 a day but does not say how many remain. */
export async function resubscribeQuota(now = new Date()): Promise<ResubscribeQuota> {
  const rows = await (
    await db()
  )
    .select({ at: auditLog.at, outcome: auditLog.outcome, errorMessage: auditLog.errorMessage })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "resubscribe.send"),
        gt(auditLog.at, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(auditLog.at))
    .limit(1000);
  return computeResubscribeQuota(rows, now);
}

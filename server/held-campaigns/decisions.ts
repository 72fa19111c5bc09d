import "server-only";

import type { AuditDetails } from "@/lib/audit/details";
import type { HeldDetailReply } from "@/lib/held-campaigns/schema";
import { can } from "@/lib/permissions";
import type { CurrentUser } from "@/server/auth/current-user";
import { forbidden } from "@/server/errors";

import { cancelBatch, decideBatch } from "./changes";
import { detailFor, refusal } from "./handlers";
import { releaseDue } from "./release";
import { reviewOf } from "./review";
import { getBatch } from "./store";
import { reportReleased, tell } from "./tell";

export async function detailWithReview(
  user: CurrentUser,
  batchId: string,
): Promise<HeldDetailReply> {
  const campaign = await detailFor(user, batchId);
  const review = await reviewOf(campaign.parts[0]!.payload);
  return { campaign, review };
}

/** Sends what is due now (an approval of a campaign whose time is near), as the job would. */
async function releaseNow(): Promise<void> {
  try {
    await reportReleased(await releaseDue());
  } catch (err) {
    // the once-a-minute job sends it then
    console.warn(
      "[held-campaigns] release after approval:",
      err instanceof Error ? err.message : err,
    );
  }
}

export async function decide(
  user: CurrentUser,
  batchId: string,
  decision: "approve" | "send_back",
  body: { version: number; comment?: string },
  noteAudit: (d: AuditDetails) => void,
) {
  const before = await getBatch(batchId);
  const name = before[0]?.payload.task_name ?? "";
  noteAudit({ kind: "campaign", name });
  const outcome = await decideBatch({
    batchId,
    version: body.version,
    actorId: user.id,
    decision,
    comment: body.comment,
  });
  if (!outcome.ok) throw refusal(outcome);
  if (decision === "approve") {
    await tell(
      batchId,
      `“${name}” was approved`,
      `${user.name} approved it; it goes out at its time.`,
      "author",
    );
    await releaseNow();
  } else {
    await tell(
      batchId,
      `“${name}” was sent back`,
      `${user.name}: ${body.comment ?? ""}`,
      "author",
      "warning",
    );
  }
  return detailFor(user, batchId);
}

/** Cancels what is still in the console: its author, or an approver. */
export async function cancel(user: CurrentUser, batchId: string, version: number | null) {
  const rows = await getBatch(batchId);
  const own = rows[0]?.authorId === user.id;
  if (rows.length && !own && !can(user.role, "campaigns:approve", user.grants))
    throw forbidden("Only its author or an approver can cancel this campaign.");
  const outcome = await cancelBatch({ batchId, version, actorId: user.id });
  if (!outcome.ok) throw refusal(outcome);
  return detailFor(user, batchId);
}

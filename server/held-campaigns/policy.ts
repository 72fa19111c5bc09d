import "server-only";

import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { eq } from "drizzle-orm";

import {
  DEFAULT_APPROVAL_THRESHOLD,
  needsApproval,
  type ApprovalPolicy,
} from "@/lib/held-campaigns/policy";
import { approvalPolicySchema } from "@/lib/held-campaigns/schema";
import { db } from "@/server/db/client";
import { consoleSettings } from "@/server/db/schema";
import { env } from "@/server/env";
import { HttpError } from "@/server/errors";
import { upstream } from "@/server/upstream";

const KEY = "campaign_approval";

/** Production: above 1,000 recipients; the demo (embedded Messaging API): none until switched on. */
function defaultPolicy(): ApprovalPolicy {
  return env().embedded
    ? { mode: "none", threshold: DEFAULT_APPROVAL_THRESHOLD }
    : { mode: "above", threshold: DEFAULT_APPROVAL_THRESHOLD };
}

/** The admin's setting (read on every create: a change counts at once, on every instance). */
export async function approvalPolicy(): Promise<ApprovalPolicy> {
  const [row] = await (
    await db()
  )
    .select()
    .from(consoleSettings)
    .where(eq(consoleSettings.key, KEY));
  const parsed = approvalPolicySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultPolicy();
}

export async function setApprovalPolicy(policy: ApprovalPolicy): Promise<ApprovalPolicy> {
  await (
    await db()
  )
    .insert(consoleSettings)
    .values({ key: KEY, value: policy })
    .onConflictDoUpdate({
      target: consoleSettings.key,
      set: { value: policy, updatedAt: new Date() },
    });
  return policy;
}

/** How many a campaign goes to: its distinct phones, or its address book's size. */
export async function recipientCountOf(body: ViberCampaignCreate): Promise<number> {
  if (body.recipients?.length) return new Set(body.recipients).size;
  if (body.address_book == null) return 0;
  const books = await upstream().viber.listAddressBooks({ limit: 1000, offset: 0 });
  const book = books.items.find((b) => b.id === body.address_book);
  return book?.size ?? 0;
}

/**
 * A campaign created directly (POST /api/viber/campaigns) that the setting says
 * needs approval is refused: it goes through POST /api/viber/held instead.
 */
export async function refuseUnapproved(body: ViberCampaignCreate): Promise<void> {
  const policy = await approvalPolicy();
  if (policy.mode === "none") return;
  if (!needsApproval(policy, await recipientCountOf(body))) return;
  throw new HttpError(
    "approval_required",
    "This campaign needs another person's approval before it is sent: ask for approval instead.",
  );
}

/** Whether this campaign needs approval under the current setting, and to how many it goes. */
export async function approvalFor(
  body: ViberCampaignCreate,
): Promise<{ needed: boolean; recipientCount: number; policy: ApprovalPolicy }> {
  const [policy, recipientCount] = await Promise.all([approvalPolicy(), recipientCountOf(body)]);
  return { needed: needsApproval(policy, recipientCount), recipientCount, policy };
}

import {
  viberCampaignCreateSchema,
  type ViberCampaignCreate,
} from "@messaging-console/contract/viber";
import { z } from "zod";

import { HELD_STATUSES, type HeldStatus } from "./machine";
import type { ApprovalPolicy } from "./policy";

export type { ApprovalPolicy } from "./policy";

/** PUT /api/settings/campaign-approval (lib/held-campaigns/policy.ts reads it, without zod). */
export const approvalPolicySchema = z.object({
  mode: z.enum(["none", "all", "above"]),
  threshold: z
    .number({ error: "Must be a number of recipients" })
    .int()
    .min(0, "At least 0")
    .max(10_000_000, "At most 10,000,000"),
}) satisfies z.ZodType<ApprovalPolicy>;

export const heldBatchParams = z.object({ batch: z.uuid({ error: "Not a held campaign's id" }) });

/** POST /api/viber/held: keep a campaign in the console (for approval, or until its time). */
export const heldCreateSchema = z.object({
  campaign: viberCampaignCreateSchema,
  /** a scheduled campaign kept until its time though it needs no approval */
  keep: z.boolean().default(false),
});

const version = z.number().int().positive();

/** PATCH /api/viber/held/[batch]: the author's edit of one part. */
export const heldEditSchema = z.object({
  id: z.number().int().positive(),
  version,
  campaign: viberCampaignCreateSchema,
});

export const heldDecisionSchema = z.object({
  version,
  comment: z.string().trim().max(2000, "At most 2,000 characters").optional(),
});
export const heldSendBackSchema = heldDecisionSchema.extend({
  comment: z.string().trim().min(1, "Say what should change").max(2000, "At most 2,000 characters"),
});
export const heldCancelSchema = z.object({ version: version.nullish() });

export const heldListParams = z.object({
  status: z.enum(HELD_STATUSES).optional(),
  mine: z.enum(["1"]).optional(),
});

export interface HeldPartView {
  id: number;
  status: HeldStatus;
  sendAt: string | null;
  recipientCount: number;
  late: boolean;
  error: string | null;
  outcomeUnknown: boolean;
  upstreamId: number | null;
  payload: ViberCampaignCreate;
}

/** One campaign the console holds (one batch), as the pages show it. */
export interface HeldCampaignView {
  batchId: string;
  name: string;
  status: HeldStatus;
  version: number;
  recipientCount: number;
  sendAt: string | null;
  late: boolean;
  author: { id: number; name: string; email: string };
  decidedBy: { id: number; name: string } | null;
  decidedAt: string | null;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  parts: HeldPartView[];
  /** what the signed-in person may do with it */
  may: { approve: boolean; edit: boolean; cancel: boolean };
}

export interface HeldListReply {
  items: HeldCampaignView[];
  policy: ApprovalPolicy;
}

/** What an approver sees besides the campaign: the recipients counted, the sender, local times. */
export interface HeldReview {
  sender: string | null;
  recipients:
    | { kind: "phones"; valid: number; duplicates: number; blacklisted: number; complete: boolean }
    | { kind: "book"; name: string | null; size: number | null; active: number | null };
  /** per country of the phones: how many, its zone(s) and the local time at send */
  localTimes: { country: string; count: number; zones: string[] }[];
}

export interface HeldDetailReply {
  campaign: HeldCampaignView;
  review: HeldReview;
}

/** POST /api/viber/held and POST /api/viber/campaigns when held: what became of it. */
export interface HeldCreateReply {
  held: true;
  batchId: string;
  status: HeldStatus;
}

import { z } from "zod";

/**
 * Which campaigns need a second person's approval (an admin's setting): none,
 * all, or those to more than `threshold` recipients.
 */
export const approvalPolicySchema = z.object({
  mode: z.enum(["none", "all", "above"]),
  threshold: z
    .number({ error: "Must be a number of recipients" })
    .int()
    .min(0, "At least 0")
    .max(10_000_000, "At most 10,000,000"),
});
export type ApprovalPolicy = z.output<typeof approvalPolicySchema>;

/** The default in production: above 1,000 recipients. (The demo starts with none.) */
export const DEFAULT_APPROVAL_THRESHOLD = 1000;

export function needsApproval(policy: ApprovalPolicy, recipientCount: number): boolean {
  if (policy.mode === "all") return true;
  if (policy.mode === "above") return recipientCount > policy.threshold;
  return false;
}

export function describePolicy(policy: ApprovalPolicy): string {
  if (policy.mode === "none") return "No campaign needs approval.";
  if (policy.mode === "all") return "Every campaign needs another person's approval.";
  return `Campaigns to more than ${policy.threshold.toLocaleString("en")} recipients need another person's approval.`;
}

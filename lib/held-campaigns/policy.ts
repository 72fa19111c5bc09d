/**
 * Which campaigns need a second person's approval (an admin's setting): none,
 * all, or those to more than `threshold` recipients.
 */
export interface ApprovalPolicy {
  mode: "none" | "all" | "above";
  threshold: number;
}

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

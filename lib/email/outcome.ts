import type { EmailOutcome } from "@/lib/schemas/email/outcomes";
import type { ListResult, SentEmail } from "@/lib/schemas/resources";

import type { SmtpExplanation } from "./smtp-kinds";

export const EMAIL_OUTCOME_LABEL: Record<EmailOutcome, string> = {
  delivered: "Delivered",
  failed: "Failed, hard or soft",
  hard: "Failed hard",
  soft: "Failed soft / deferred",
  none: "No answer yet",
};

export const EMAIL_OUTCOME_HINT = "2xx delivered; 5xx hard; 4xx and full mailboxes soft";

/** 10 upstream calls, about a second of the account's budget; the page says so. */
export const EMAIL_OUTCOME_SCAN_MAX = 1_000;

/** With an outcome, `total` counts matches among `scan.read`: exact when complete, else "at least". */
export interface EmailLogPage extends ListResult<ExplainedEmail> {
  scan?: { read: number; cap: number; complete: boolean; newest?: string; oldest?: string };
}

/** Explained by the server, so the log's pages do not ship the SMTP code tables (~4 KB gzip). */
export type ExplainedEmail = SentEmail & { explanation: SmtpExplanation };

import type { ListResult, SentEmail } from "@/lib/schemas/resources";

import type { SmtpExplanation } from "./smtp-kinds";

/**
 * The email log's outcome filter. The upstream cannot filter by the receiving
 * server's answer, so the console classifies each record it reads by the same
 * reading of the SMTP answer as the log's badge (explainSmtp in lib/email/smtp-codes.ts,
 * applied on the server: lib/email/outcome-match.ts, server/email/explained.ts): a basic
 * code of class 2 is delivered, 4 a soft failure (deferred, may still arrive),
 * 5 a hard one, except a full mailbox (5.2.2), which counts as soft as on the
 * badge; the enhanced status or the reply text decide when the basic code is
 * missing.
 */
export const EMAIL_OUTCOMES = ["delivered", "failed", "hard", "soft", "none"] as const;
export type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];

/** Short enough for the filter's select; the field's hint gives the code classes. */
export const EMAIL_OUTCOME_LABEL: Record<EmailOutcome, string> = {
  delivered: "Delivered",
  failed: "Failed, hard or soft",
  hard: "Failed hard",
  soft: "Failed soft / deferred",
  none: "No answer yet",
};

/** The SMTP code classes behind the outcomes, for the filter's hint. */
export const EMAIL_OUTCOME_HINT = "2xx delivered; 5xx hard; 4xx and full mailboxes soft";

/**
 * The most records the console reads to filter by outcome (10 upstream calls of
 * 100, about a second of the account's 10 requests a second); the page says so.
 */
export const EMAIL_OUTCOME_SCAN_MAX = 1_000;

/**
 * A page of the email log. With the outcome filter, `total` counts the matches
 * among the `scan.read` newest records read: exact when `scan.complete`, else
 * "at least".
 */
export interface EmailLogPage extends ListResult<ExplainedEmail> {
  /** the window read (lib/email/log-scope.ts), with the send dates of its newest and oldest email */
  scan?: { read: number; cap: number; complete: boolean; newest?: string; oldest?: string };
}

/**
 * A log record with its SMTP answer read into words by the server
 * (server/email/explained.ts), so the log's pages show the answers without the
 * SMTP code tables (~4 KB gzip) in their JavaScript.
 */
export type ExplainedEmail = SentEmail & { explanation: SmtpExplanation };

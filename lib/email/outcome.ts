import type { ListResult, SentEmail } from "../schemas/resources";
import { explainSmtp } from "./smtp-codes";
import type { SmtpKind } from "./smtp-kinds";

/**
 * The email log's outcome filter. The upstream cannot filter by the receiving
 * server's answer, so the console classifies each record it reads by the same
 * reading of the SMTP answer as the log's badge (lib/email/smtp-codes.ts): a basic
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

export interface SmtpAnswerFields {
  smtp_answer_code: number | string | null;
  smtp_answer_subcode: string | null;
  smtp_answer_data: string | null;
}

export function smtpKindOf(e: SmtpAnswerFields): SmtpKind {
  return explainSmtp({
    code: e.smtp_answer_code,
    subcode: e.smtp_answer_subcode,
    data: e.smtp_answer_data,
  }).kind;
}

export function matchesOutcome(outcome: EmailOutcome, e: SmtpAnswerFields): boolean {
  const kind = smtpKindOf(e);
  switch (outcome) {
    case "delivered":
      return kind === "delivered";
    case "failed":
      return kind === "hard" || kind === "soft";
    case "hard":
      return kind === "hard";
    case "soft":
      return kind === "soft";
    case "none":
      return kind === "unknown";
  }
}

/**
 * A page of the email log. With the outcome filter, `total` counts the matches
 * among the `scan.read` newest records read: exact when `scan.complete`, else
 * "at least".
 */
export interface EmailLogPage extends ListResult<SentEmail> {
  scan?: { read: number; cap: number; complete: boolean };
}

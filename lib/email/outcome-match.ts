import type { EmailOutcome } from "./outcome";
import { explainSmtp } from "./smtp-codes";
import type { SmtpKind } from "./smtp-kinds";

/**
 * Which outcome of the email log's filter (lib/email/outcome.ts) a record has:
 * read on the server, with the SMTP code tables, as the badge reads it.
 */

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

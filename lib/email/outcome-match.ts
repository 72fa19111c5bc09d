import type { EmailOutcome } from "@/lib/schemas/email/outcomes";

import { explainSmtp } from "./smtp-codes";
import { answerOf, type SmtpAnswerFields, type SmtpKind } from "./smtp-kinds";

/** Read on the server, with the SMTP code tables, as the rows' answers are. */

export const smtpKindOf = (e: SmtpAnswerFields): SmtpKind => explainSmtp(answerOf(e)).kind;

export function kindMatches(outcome: EmailOutcome, kind: SmtpKind): boolean {
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

export const matchesOutcome = (outcome: EmailOutcome, e: SmtpAnswerFields): boolean =>
  kindMatches(outcome, smtpKindOf(e));

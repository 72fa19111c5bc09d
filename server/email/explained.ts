import "server-only";

import type { ExplainedEmail } from "@/lib/email/outcome";
import { explainSmtp } from "@/lib/email/smtp-codes";
import { answerOf } from "@/lib/email/smtp-kinds";
import type { SentEmail } from "@/lib/schemas/resources";

/**
 * Log records with their SMTP answers in words, as the console API serves them
 * (the log, a lookup): read here, with the SMTP code tables, so the pages that
 * list records do not load the tables to draw each row's answer.
 */
export const explainEmails = (items: readonly SentEmail[]): ExplainedEmail[] =>
  items.map((e) => ({ ...e, explanation: explainSmtp(answerOf(e)) }));

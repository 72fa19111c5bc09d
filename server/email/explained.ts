import "server-only";

import type { ExplainedEmail } from "@/lib/email/outcome";
import { explainSmtp } from "@/lib/email/smtp-codes";
import { answerOf } from "@/lib/email/smtp-kinds";
import type { SentEmail } from "@/lib/schemas/resources";

/** Explained here, so the pages listing records do not load the SMTP code tables. */
export const explainEmails = (items: readonly SentEmail[]): ExplainedEmail[] =>
  items.map((e) => ({ ...e, explanation: explainSmtp(answerOf(e)) }));

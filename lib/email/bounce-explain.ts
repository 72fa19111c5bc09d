import type { Bounce } from "@/lib/schemas/resources";

import type { ExplainedBounce } from "./bounce-stats";
import { explainSmtp } from "./smtp-codes";
import { answerOf } from "./smtp-kinds";

/** The code a bounce is filtered by: its enhanced status code, else the basic reply code. */
export function bounceCode(b: Bounce): string {
  const enhanced = /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(
    `${b.smtp_answer_subcode} ${b.smtp_answer_data}`,
  );
  return enhanced?.[0] ?? String(b.smtp_answer_code);
}

export function explainBounces(list: readonly Bounce[]): ExplainedBounce[] {
  return list.map((b) => ({
    ...b,
    code: bounceCode(b),
    explanation: explainSmtp(answerOf(b)),
  }));
}

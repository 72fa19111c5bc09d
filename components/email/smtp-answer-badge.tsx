import { Badge } from "@/components/ui/badge";
import { explainSmtp, smtpLabel } from "@/lib/email/smtp-codes";
import { SMTP_KIND_TONE, type SmtpAnswerInput } from "@/lib/email/smtp-kinds";

/** The SMTP answer's codes as a badge coloured by what they mean (delivered, soft, hard). */
export function SmtpAnswerBadge({ answer }: { answer: SmtpAnswerInput }) {
  const e = explainSmtp(answer);
  return (
    <Badge variant={SMTP_KIND_TONE[e.kind]} title={`${e.summary}: ${e.detail}`}>
      <span className="tabular-nums">{smtpLabel(answer)}</span>
      <span className="sr-only">, {e.summary}</span>
    </Badge>
  );
}

export const answerOf = (e: {
  smtp_answer_code: number;
  smtp_answer_subcode: string;
  smtp_answer_data: string;
}): SmtpAnswerInput => ({
  code: e.smtp_answer_code,
  subcode: e.smtp_answer_subcode,
  data: e.smtp_answer_data,
});

import { Badge } from "@/components/ui/badge";
import { SMTP_KIND_TONE, smtpCodesLabel, type SmtpExplanation } from "@/lib/email/smtp-kinds";

/** The SMTP answer's codes as a badge coloured by what they mean (delivered, soft, hard). */
export function SmtpAnswerBadge({ explanation: e }: { explanation: SmtpExplanation }) {
  return (
    <Badge variant={SMTP_KIND_TONE[e.kind]} title={`${e.summary}: ${e.detail}`}>
      <span className="tabular-nums">{smtpCodesLabel(e)}</span>
      <span className="sr-only">, {e.summary}</span>
    </Badge>
  );
}

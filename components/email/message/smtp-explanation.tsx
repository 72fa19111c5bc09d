import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { explainSmtp } from "@/lib/email/smtp-codes";
import {
  SMTP_KIND_LABEL,
  SMTP_KIND_TONE,
  smtpCodesLabel,
  type SmtpAnswerInput,
} from "@/lib/email/smtp-kinds";

/** The receiving server's answer in words: what happened and what to do. */
export function SmtpExplanation({ answer }: { answer: SmtpAnswerInput }) {
  const e = explainSmtp(answer);
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <span>Delivery: {e.summary}</span>
          <Badge variant={SMTP_KIND_TONE[e.kind]}>{SMTP_KIND_LABEL[e.kind]}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 px-5 text-sm">
        <p>{e.detail}</p>
        <div className="rounded-md bg-muted/60 p-3">
          <p className="font-medium">What to do</p>
          <p className="mt-1 text-muted-foreground">{e.action}</p>
        </div>
        <dl className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Codes</dt>
          <dd className="font-mono text-xs leading-5">{smtpCodesLabel(e)}</dd>
          <dt className="text-muted-foreground">Server&apos;s reply</dt>
          <dd className="font-mono text-xs leading-5 break-all">{answer.data || "—"}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

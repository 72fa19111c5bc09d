import { Badge } from "@/components/ui/badge";
import { SMTP_KIND_TONE, type SmtpKind } from "@/lib/email/smtp-kinds";

const LABEL: Record<SmtpKind, string> = {
  hard: "Hard",
  soft: "Soft",
  delivered: "Delivered",
  unknown: "Unknown",
};

/** Hard / soft (or delivered / unknown) as a badge whose words carry the meaning, not only its colour. */
export function SmtpKindBadge({ kind }: { kind: SmtpKind }) {
  return (
    <Badge
      variant={SMTP_KIND_TONE[kind]}
      title={
        kind === "hard" ? "Permanent failure" : kind === "soft" ? "Temporary failure" : undefined
      }
    >
      {LABEL[kind]}
    </Badge>
  );
}

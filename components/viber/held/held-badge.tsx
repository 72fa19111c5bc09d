import { Badge } from "@/components/ui/badge";
import { HELD_STATUS_LABELS, type HeldStatus } from "@/lib/held-campaigns/machine";

const TONES: Record<HeldStatus, "warning" | "success" | "danger" | "info" | "neutral"> = {
  awaiting_approval: "warning",
  approved: "success",
  sent_back: "danger",
  held: "info",
  sending: "info",
  sent: "success",
  failed: "danger",
  cancelled: "neutral",
  expired: "danger",
};

/** A held campaign's status, as a badge. */
export function HeldStatusBadge({ status, late }: { status: HeldStatus; late?: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={TONES[status]}>{HELD_STATUS_LABELS[status]}</Badge>
      {late && <Badge variant="warning">Late</Badge>}
    </span>
  );
}

import { Badge } from "@/components/ui/badge";
import { campaignStatusLook, recipientStatusLook } from "@/lib/viber/statuses";

export function CampaignStatusBadge({ status }: { status: string | null }) {
  const look = campaignStatusLook(status);
  return (
    <Badge
      variant={look.tone}
      title={status === null ? "Approved, waiting for its send date" : status}
    >
      {look.label}
    </Badge>
  );
}

export function RecipientStatusBadge({ status }: { status: string }) {
  const look = recipientStatusLook(status);
  return <Badge variant={look.tone}>{look.label}</Badge>;
}

/** A sender name's status: `verified` is the one the contract names; others are shown as data. */
export function SenderStatusBadge({ status }: { status: string }) {
  const tone =
    status === "verified"
      ? "success"
      : status === "moderation"
        ? "warning"
        : status === "blocked" || status === "rejected"
          ? "danger"
          : "neutral";
  return <Badge variant={tone}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

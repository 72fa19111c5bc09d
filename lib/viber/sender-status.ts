import type { ViberSender } from "@/lib/schemas/resources";

/** Only `verified` senders send; an unknown status is shown as it is (UPSTREAM-NOTES). */
export function senderProblem(
  sender: Pick<ViberSender, "status" | "admin_comment">,
): string | null {
  const status = sender.status.trim().toLowerCase();
  if (status === "verified") return null;
  const comment = sender.admin_comment?.trim();
  const why =
    status === "moderation"
      ? "Waiting for approval: it cannot send yet"
      : status === "blocked"
        ? "Blocked"
        : `Status “${sender.status}”: it cannot send`;
  return comment ? `${why} (${comment})` : why;
}

export function senderStatusLabel(status: string): string {
  const s = status.trim().toLowerCase();
  if (s === "verified") return "Verified";
  if (s === "moderation") return "In moderation";
  if (s === "blocked") return "Blocked";
  return status || "Unknown";
}

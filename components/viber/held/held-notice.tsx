import { InfoIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";

import { DateTime } from "@/components/ui/date-time";
import { CHANGEABLE } from "@/lib/held-campaigns/machine";
import type { HeldCampaignView } from "@/lib/held-campaigns/schema";
import { cn } from "@/lib/utils";

/** Where the campaign stands, and plainly what can still be done with it. */
export function HeldNotice({ campaign: c }: { campaign: HeldCampaignView }) {
  const sent = c.parts.find((p) => p.upstreamId !== null);
  const failed = c.parts.find((p) => p.status === "failed");
  const warn = ["sent_back", "expired", "failed"].includes(c.status) || c.late;
  const Icon = warn ? TriangleAlertIcon : InfoIcon;
  return (
    <div
      role="status"
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        warn
          ? "border-status-warning/40 bg-status-warning/5"
          : "border-status-info/30 bg-status-info/5",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {c.status === "awaiting_approval" && (
          <p>Waiting for another person&apos;s approval. Nothing has been sent.</p>
        )}
        {c.status === "approved" && (
          <p>
            Approved: it goes upstream shortly before its time
            {c.sendAt && (
              <>
                {" "}
                (<DateTime value={c.sendAt} hint={false} />)
              </>
            )}
            .
          </p>
        )}
        {c.status === "held" && <p>Kept in the console until its time.</p>}
        {c.status === "sent_back" && (
          <p>
            Sent back by {c.decidedBy?.name ?? "an approver"}: “{c.comment}”. Change it to ask for
            approval again.
          </p>
        )}
        {c.status === "expired" && (
          <p>
            Its send time passed while it waited for approval, so it was <strong>not sent</strong>.
            Choose a new time to ask again.
          </p>
        )}
        {failed && <p>Not sent: {failed.error}</p>}
        {c.status === "sending" && <p>Being sent upstream now.</p>}
        {c.status === "cancelled" && <p>Cancelled: it was never sent.</p>}
        {sent && (
          <p>
            Sent upstream
            {c.late && (
              <strong>
                {" "}
                late: the console was down at its send time and sent it as soon as it was back
              </strong>
            )}
            .{" "}
            <Link
              className="underline underline-offset-4"
              href={`/viber/campaigns/${encodeURIComponent(sent.upstreamId!)}`}
            >
              See the campaign
            </Link>
          </p>
        )}
        {CHANGEABLE.includes(c.status) ? (
          <p className="text-muted-foreground">
            It is still in the console: it can be changed or cancelled until it is sent upstream (a
            couple of minutes before its time). Once sent upstream it can no longer be changed or
            cancelled.
          </p>
        ) : (
          sent && (
            <p className="text-muted-foreground">
              Sent upstream: it can no longer be changed or cancelled.
            </p>
          )
        )}
      </div>
    </div>
  );
}

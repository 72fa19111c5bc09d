import { CircleCheckIcon, XIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

export interface SentInfo {
  id: string;
  subject: string;
  recipients: number;
}

/** Said after a send: where to find the new message in the log. */
export function SendResult({ sent, onDismiss }: { sent: SentInfo; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-status-success/40 bg-status-success/10 p-4 text-sm"
    >
      <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-status-success" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        <p className="font-medium">
          Sent “{sent.subject}” to {sent.recipients}{" "}
          {sent.recipients === 1 ? "recipient" : "recipients"}.
        </p>
        <p className="text-muted-foreground">
          Message id <span className="font-mono">{sent.id}</span>
          {sent.recipients > 1
            ? " (the first recipient's; the log has one record per recipient)"
            : ""}
          .
        </p>
        <p>
          <Link
            href={`/email/log/${encodeURIComponent(sent.id)}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            Open the message in the log
          </Link>
        </p>
      </div>
      <Button type="button" variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

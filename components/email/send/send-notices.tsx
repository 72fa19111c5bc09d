import { CloudAlertIcon, CloudCheckIcon, HistoryIcon, TriangleAlertIcon } from "lucide-react";

import type { DraftStatus } from "@/components/drafts/use-draft-autosave";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";

import type { HardBounce } from "./use-hard-bounces";
import { MAX_CHECKED } from "./use-unsubscribed";

/** Recipients on the unsubscribe list, found before sending. */
export function UnsubscribedNotice({
  unsubscribed,
  unchecked,
  onRemove,
}: {
  unsubscribed: string[];
  unchecked: number;
  onRemove: () => void;
}) {
  if (!unsubscribed.length && !unchecked) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-status-warning/50 bg-status-warning/10 p-4 text-sm"
    >
      <TriangleAlertIcon
        className="mt-0.5 size-5 shrink-0 text-status-warning"
        aria-hidden="true"
      />
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        {unsubscribed.length > 0 && (
          <p>
            <span className="font-medium">
              {unsubscribed.length}{" "}
              {unsubscribed.length === 1 ? "recipient has" : "recipients have"} unsubscribed:
            </span>{" "}
            <span className="break-all">{unsubscribed.join(", ")}</span>
          </p>
        )}
        {unchecked > 0 && (
          <p className="text-muted-foreground">
            Only the first {MAX_CHECKED} recipients are checked as you type; the other {unchecked}{" "}
            are checked when you send.
          </p>
        )}
      </div>
      {unsubscribed.length > 0 && (
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          Remove them
        </Button>
      )}
    </div>
  );
}

/** Recipients that bounced hard in the last 24 hours, found before sending (as unsubscribed ones are). */
export function HardBouncedNotice({
  bounced,
  onRemove,
}: {
  bounced: HardBounce[];
  onRemove: () => void;
}) {
  if (!bounced.length) return null;
  return (
    <div
      role="status"
      aria-label="Recipients that bounced hard"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-status-warning/50 bg-status-warning/10 p-4 text-sm"
    >
      <TriangleAlertIcon
        className="mt-0.5 size-5 shrink-0 text-status-warning"
        aria-hidden="true"
      />
      <div className="grid min-w-0 flex-1 basis-64 grid-cols-1 gap-1">
        <p className="font-medium">
          {bounced.length} {bounced.length === 1 ? "recipient" : "recipients"} bounced hard in the
          last 24 hours: the receiving server refused them for good, so another email will likely
          bounce too.
        </p>
        <ul className="grid gap-1">
          {bounced.map((b) => (
            <li key={b.email} className="break-words">
              <span className="font-medium break-all">{b.email}</span> bounced hard on{" "}
              <DateTime value={b.date} />: <span className="break-words">{b.answer}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onRemove}>
        {bounced.length === 1 ? "Remove it" : "Remove them"}
      </Button>
    </div>
  );
}

/** Where the draft stands, said quietly next to the send button. */
export function DraftStatusLine({ status }: { status: DraftStatus }) {
  return (
    <p role="status" aria-live="polite" className="mr-auto text-sm text-muted-foreground">
      {status.state === "saving" && "Saving draft…"}
      {status.state === "checking" && "Reading your saved draft…"}
      {status.state === "conflict" && "Not saved: the draft was changed in another tab."}
      {status.state === "saved" && (
        <span className="flex items-center gap-1.5">
          <CloudCheckIcon aria-hidden="true" className="size-4" />
          Draft saved at <DateTime value={status.at} style="seconds" compactToday />
        </span>
      )}
      {status.state === "error" && (
        <span className="flex items-center gap-1.5 text-destructive">
          <CloudAlertIcon aria-hidden="true" className="size-4" />
          Draft not saved: {status.message}
        </span>
      )}
      {status.state === "idle" && "Saved as a draft as you type (attachments aside)."}
    </p>
  );
}

/** A draft from an earlier visit was put back into the form. */
export function DraftNotice({
  savedAt,
  onDiscard,
  onDismiss,
}: {
  savedAt: string;
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/50 p-3 text-sm"
    >
      <HistoryIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1 basis-56">
        Your unsent email from <DateTime value={savedAt} /> is back, saved with your account.
        Attachments are not kept in drafts: add them again.
      </p>
      <div className="ml-auto flex gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
          Keep it
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
          Discard the draft
        </Button>
      </div>
    </div>
  );
}

"use client";

import { CloudAlertIcon, CloudCheckIcon, LoaderCircleIcon } from "lucide-react";
import { useState } from "react";

import type { DraftStatus } from "@/components/drafts/use-draft-autosave";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateTime } from "@/components/ui/date-time";
import { statusText } from "@/components/ui/status-text";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

/** The draft's state, discarding it, and the way on to the review. */
export function ComposerActions({
  status,
  hasDraft,
  onRetrySave,
  onDiscard,
}: {
  status: DraftStatus;
  hasDraft: boolean;
  onRetrySave: () => void;
  onDiscard: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
        role="status"
        aria-live="polite"
      >
        {(status.state === "saving" || status.state === "checking") && (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <LoaderCircleIcon
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
            {status.state === "saving" ? "Saving draft…" : "Reading your saved draft…"}
          </span>
        )}
        {status.state === "conflict" && (
          <span className={cn("flex items-center gap-1.5", statusText.warning)}>
            <CloudAlertIcon aria-hidden="true" className="size-4" />
            Not saved: the draft was changed in another tab.
          </span>
        )}
        {status.state === "saved" && (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <CloudCheckIcon aria-hidden="true" className="size-4" />
            <span>
              Draft saved at <DateTime value={status.at} style="seconds" compactToday />
            </span>
          </span>
        )}
        {status.state === "error" && (
          <span className="flex flex-wrap items-center gap-1.5 text-destructive">
            <CloudAlertIcon aria-hidden="true" className="size-4" />
            Draft not saved: {status.message}
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={onRetrySave}
            >
              Save again
            </Button>
          </span>
        )}
        {status.state === "idle" && (
          <span className="text-muted-foreground">Your work is saved as a draft as you type.</span>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {hasDraft && (
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            Discard draft
          </Button>
        )}
        <Button type="submit" id="review-campaign">
          Review campaign
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard this draft?"
        description="Every field goes back to empty and the saved draft is deleted. This cannot be undone."
        confirmLabel="Discard draft"
        destructive
        onConfirm={() => {
          onDiscard().then(
            () => toast.success("Draft discarded"),
            (err: unknown) => toast.error(`The draft could not be discarded: ${errorMessage(err)}`),
          );
        }}
      />
    </div>
  );
}

"use client";

import { useRef, useState } from "react";

import { CopyButton } from "@/components/ui/copy-button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * A signing secret, shown once (after adding a signed webhook or rotating its
 * secret), with a Copy button; when the browser refuses the clipboard the secret
 * is selected so Ctrl+C / ⌘C copies it.
 */
export function SecretDialog({
  secret,
  rotated = false,
  onClose,
}: {
  secret: { name: string; secret: string } | null;
  rotated?: boolean;
  onClose: () => void;
}) {
  const code = useRef<HTMLElement>(null);
  const [refused, setRefused] = useState(false);

  function select() {
    const el = code.current;
    const selection = window.getSelection();
    if (!el || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    selection.removeAllRanges();
    selection.addRange(range);
  }

  return (
    <Dialog
      open={!!secret}
      onOpenChange={(o) => {
        if (o) return;
        setRefused(false);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Signing secret of {secret?.name}</DialogTitle>
          <DialogDescription>
            Give it to the receiver to verify signatures with (docs/webhooks.md). It is not shown
            again.
            {rotated &&
              " The previous secret still signs for 24 hours, so the receiver can switch without missing events."}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <code
            ref={code}
            className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            data-testid="webhook-secret"
          >
            {secret?.secret}
          </code>
          <CopyButton
            value={secret?.secret ?? ""}
            label="Copy"
            aria-label="Copy the signing secret"
            onCopyFailed={() => {
              setRefused(true);
              select();
            }}
          />
        </div>
        {refused && (
          <p role="alert" className="text-sm text-muted-foreground">
            The browser did not allow copying. The secret is selected: press Ctrl+C (⌘C on a Mac) to
            copy it.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

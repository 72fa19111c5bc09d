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
 * The one-time temporary password of a new user or a reset, with a Copy button.
 * When the browser refuses the clipboard (an insecure origin, a denied
 * permission), the password is selected so Ctrl+C / ⌘C copies it.
 */
export function TemporaryPasswordDialog({
  secret,
  onClose,
}: {
  secret: { email: string; password: string } | null;
  onClose: () => void;
}) {
  const code = useRef<HTMLElement>(null);
  const [refused, setRefused] = useState(false);

  function selectPassword() {
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
          <DialogTitle>Temporary password</DialogTitle>
          <DialogDescription>
            Give it to {secret?.email} over a safe channel. It is not shown again, works for 24
            hours, and must be changed at their first sign-in.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <code
            ref={code}
            className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            data-testid="temporary-password"
          >
            {secret?.password}
          </code>
          <CopyButton
            value={secret?.password ?? ""}
            label="Copy"
            aria-label="Copy the temporary password"
            onCopyFailed={() => {
              setRefused(true);
              selectPassword();
            }}
          />
        </div>
        {refused && (
          <p role="alert" className="text-sm text-muted-foreground">
            The browser did not allow copying. The password is selected: press Ctrl+C (⌘C on a Mac)
            to copy it.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useRef, useState, type ReactNode } from "react";

import { CopyButton } from "./copy-button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";

/**
 * A value shown once (a temporary password, a signing secret) with a Copy button;
 * when the browser refuses the clipboard the value is selected so Ctrl+C / ⌘C copies it.
 */
export function ShownOnceDialog({
  value,
  title,
  description,
  what,
  testId,
  onClose,
}: {
  /** null: closed */
  value: string | null;
  title: ReactNode;
  description: ReactNode;
  /** the value in words ("temporary password"), for the button's name and the fallback */
  what: string;
  testId: string;
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
      open={value !== null}
      onOpenChange={(o) => {
        if (o) return;
        setRefused(false);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <code
            ref={code}
            className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            data-testid={testId}
          >
            {value}
          </code>
          <CopyButton
            value={value ?? ""}
            label="Copy"
            aria-label={`Copy the ${what}`}
            onCopyFailed={() => {
              setRefused(true);
              select();
            }}
          />
        </div>
        {refused && (
          <p role="alert" className="text-sm text-muted-foreground">
            The browser did not allow copying. The {what.split(" ").pop()} is selected: press Ctrl+C
            (⌘C on a Mac) to copy it.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

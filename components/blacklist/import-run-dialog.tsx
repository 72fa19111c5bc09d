"use client";

import type { ReactNode } from "react";

import { Dialog, DialogContent } from "@/components/ui/dialog";

import { ImportProgress } from "./import-progress";
import { ImportReport } from "./import-report";
import type { useBlacklistImport } from "./use-blacklist-import";

/**
 * The dialog around one chunked import: `children` (the form) until it starts, then
 * its progress, then its report. While chunks are being sent it cannot be dismissed;
 * a stopped import waits, with its Resume, until the dialog is opened again.
 */
export function ImportRunDialog({
  open,
  setOpen,
  run,
  onStartOver,
  returnFocus,
  children,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  run: ReturnType<typeof useBlacklistImport>;
  /** clears the form, for "Add more" and after a finished import is closed */
  onStartOver: () => void;
  /** the button that opened the dialog, focused again when it closes (else Radix's own) */
  returnFocus?: () => void;
  children: ReactNode;
}) {
  const { state } = run;
  const locked = state.phase === "running";

  const startOver = () => {
    onStartOver();
    run.reset();
  };
  const onOpenChange = (next: boolean) => {
    if (locked) return;
    setOpen(next);
    if (!next && state.phase === "finished") startOver();
  };
  const holdOpen = (e: Event) => {
    if (locked) e.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={
          returnFocus &&
          ((e) => {
            e.preventDefault();
            returnFocus();
          })
        }
        showCloseButton={!locked}
        onEscapeKeyDown={holdOpen}
        onInteractOutside={holdOpen}
      >
        {state.phase === "idle" ? (
          children
        ) : state.phase === "finished" ? (
          <ImportReport
            state={state}
            onAddMore={startOver}
            onResume={run.resume}
            onDone={() => {
              setOpen(false);
              startOver();
            }}
          />
        ) : (
          <ImportProgress state={state} run={run} />
        )}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";

import { AddPhonesForm } from "./add-phones-form";
import { ImportProgress } from "./import-progress";
import { ImportReport } from "./import-report";
import { blacklistImport } from "./import-targets";
import { useAddPhonesDraft } from "./use-add-phones-draft";
import { useBlacklistImport } from "./use-blacklist-import";

/**
 * "Add numbers": prepare and check (form + preview), send in chunks (progress,
 * cancel, resume after a failure), then the report. While chunks are being
 * sent the dialog cannot be dismissed; a stopped import waits, with its
 * Resume, until the dialog is opened again. Loaded on first use (it brings the
 * form, CSV and import code the list does not need); it stays mounted after,
 * so what the user typed survives closing it.
 */
export default function AddPhonesDialog({
  open,
  setOpen,
  returnFocus,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** the button that opened the dialog, focused again when it closes */
  returnFocus: () => void;
}) {
  const draft = useAddPhonesDraft();
  const run = useBlacklistImport();
  const { state } = run;
  const locked = state.phase === "running";

  const startOver = () => {
    draft.reset();
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
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus();
        }}
        showCloseButton={!locked}
        onEscapeKeyDown={holdOpen}
        onInteractOutside={holdOpen}
      >
        {state.phase === "idle" ? (
          <AddPhonesForm
            draft={draft}
            // a file is an import: the log keeps every number of it
            onStart={(input, d) =>
              run.start(input, d, draft.sourceKind === "csv" ? blacklistImport : undefined)
            }
            onCancel={() => setOpen(false)}
          />
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

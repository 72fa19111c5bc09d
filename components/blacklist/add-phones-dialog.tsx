"use client";

import { AddPhonesForm } from "./add-phones-form";
import { ImportRunDialog } from "./import-run-dialog";
import { blacklistImport } from "./import-targets";
import { useAddPhonesDraft } from "./use-add-phones-draft";
import { useBlacklistImport } from "./use-blacklist-import";

/**
 * "Add numbers": prepare and check (form + preview), send in chunks (progress,
 * cancel, resume after a failure), then the report. Loaded on first use (it brings
 * the form, CSV and import code the list does not need); it stays mounted after,
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
  return (
    <ImportRunDialog
      open={open}
      setOpen={setOpen}
      run={run}
      onStartOver={draft.reset}
      returnFocus={returnFocus}
    >
      <AddPhonesForm
        draft={draft}
        // a file is an import: the log keeps every number of it
        onStart={(input, d) =>
          run.start(input, d, draft.sourceKind === "csv" ? blacklistImport : undefined)
        }
        onCancel={() => setOpen(false)}
      />
    </ImportRunDialog>
  );
}

"use client";

import { useState } from "react";

import { AddPhonesForm } from "@/components/blacklist/add-phones-form";
import { ImportProgress } from "@/components/blacklist/import-progress";
import { ImportReport } from "@/components/blacklist/import-report";
import { blacklistImport, unsubscribeImport } from "@/components/blacklist/import-targets";
import { useAddPhonesDraft } from "@/components/blacklist/use-add-phones-draft";
import { useBlacklistImport } from "@/components/blacklist/use-blacklist-import";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

import { AddressImportForm } from "./address-import-form";

export type ImportList = "blacklist" | "unsubscribes";
const LABELS: Record<ImportList, string> = {
  blacklist: "Viber blacklist (phone numbers)",
  unsubscribes: "Email unsubscribes (addresses)",
};

/**
 * "Import CSV": the list, then the blacklist's own add form (its CSV tab) or the
 * address file form; both are sent by the one chunked import (progress, cancel,
 * resume under the same keys) and end in the one report. Loaded on first use.
 */
export default function ImportDialog({
  open,
  setOpen,
  lists,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** the lists the role may add to */
  lists: ImportList[];
}) {
  const [list, setList] = useState<ImportList>(lists[0] ?? "unsubscribes");
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
        showCloseButton={!locked}
        onEscapeKeyDown={holdOpen}
        onInteractOutside={holdOpen}
      >
        {state.phase === "idle" ? (
          <>
            {lists.length > 1 && (
              <RadioGroup
                aria-label="The list to import into"
                value={list}
                onValueChange={(v) => setList(v as ImportList)}
                className="flex flex-wrap items-center gap-x-6 gap-y-2 pr-8"
              >
                <span className="text-sm font-medium" aria-hidden="true">
                  Import into
                </span>
                {lists.map((l) => (
                  <div key={l} className="flex items-center gap-2">
                    <RadioGroupItem value={l} id={`import-${l}`} />
                    <Label htmlFor={`import-${l}`} className="font-normal">
                      {LABELS[l]}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
            {list === "blacklist" ? (
              <AddPhonesForm
                draft={draft}
                onStart={(input, d) =>
                  run.start(input, d, draft.sourceKind === "csv" ? blacklistImport : undefined)
                }
                onCancel={() => setOpen(false)}
              />
            ) : (
              <AddressImportForm
                onStart={(input, c) => run.start(input, c, unsubscribeImport)}
                onCancel={() => setOpen(false)}
              />
            )}
          </>
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

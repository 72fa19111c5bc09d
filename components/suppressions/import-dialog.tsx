"use client";

import { useState } from "react";

import { AddPhonesForm } from "@/components/blacklist/add-phones-form";
import { ImportRunDialog } from "@/components/blacklist/import-run-dialog";
import { blacklistImport, unsubscribeImport } from "@/components/blacklist/import-targets";
import { useAddPhonesDraft } from "@/components/blacklist/use-add-phones-draft";
import { useBlacklistImport } from "@/components/blacklist/use-blacklist-import";
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

  return (
    <ImportRunDialog open={open} setOpen={setOpen} run={run} onStartOver={draft.reset}>
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
    </ImportRunDialog>
  );
}

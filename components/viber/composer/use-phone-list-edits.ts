"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { formatNumber } from "@/lib/format";
import { appendEntries } from "@/lib/phone/list-edit";
import type { PhoneTask } from "@/lib/phone/tasks";
import { runPhoneTask } from "@/lib/phone/worker-client";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_IMPORT = 20_000;

/**
 * The phone list's edits that run in the phone worker: removing entries and
 * importing a CSV file; `importNote` says how the last one went, `busy` while one runs.
 */
export function usePhoneListEdits(
  { getValues, setValue }: Pick<UseFormReturn<ViberCampaignFormValues>, "getValues" | "setValue">,
  country: string,
) {
  const [importNote, setImportNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = (next: string) => setValue("phones_text", next, { shouldDirty: true });

  /** Removes entries in the worker; an edit typed meanwhile wins (nothing typed is lost). */
  async function remove(drop: Extract<PhoneTask, { kind: "remove" }>["drop"]) {
    const before = getValues("phones_text");
    setBusy(true);
    try {
      const next = await runPhoneTask({ kind: "remove", text: before, country, drop });
      if (getValues("phones_text") === before) edit(next);
      else
        setImportNote({
          text: "The list changed while entries were being removed: nothing was removed, try again.",
          error: true,
        });
    } catch (err) {
      setImportNote({
        text: `Entries could not be removed: ${(err as Error).message}`,
        error: true,
      });
    } finally {
      setBusy(false);
    }
  }

  async function importFile(file: File) {
    if (file.size > MAX_FILE_BYTES) {
      setImportNote({
        text: `${file.name} is larger than 5 MB: split it, or use an address book.`,
        error: true,
      });
      return;
    }
    setBusy(true);
    let csv;
    try {
      csv = await runPhoneTask({ kind: "composer-csv", csv: await file.text() });
    } catch (err) {
      setImportNote({
        text: `${file.name} could not be read as a CSV file (${(err as Error).message}).`,
        error: true,
      });
      return;
    } finally {
      setBusy(false);
    }
    if (csv.values.length === 0) {
      setImportNote({ text: `No phone numbers found in ${file.name}.`, error: true });
      return;
    }
    const values = csv.values.slice(0, MAX_IMPORT);
    edit(appendEntries(getValues("phones_text"), values));
    const parts = [
      `Imported ${formatNumber(values.length)} entries from ${file.name} (${csv.headerRow ? `column “${csv.column}”` : csv.column}).`,
      csv.values.length > MAX_IMPORT &&
        `Only the first ${formatNumber(MAX_IMPORT)} of ${formatNumber(csv.values.length)} were read.`,
      csv.emptyRows.length > 0 &&
        `${csv.emptyRows.length === 1 ? "Line" : "Lines"} ${csv.emptyRows.slice(0, 10).join(", ")}${csv.emptyRows.length > 10 ? "…" : ""} had no phone number.`,
    ];
    setImportNote({ text: parts.filter(Boolean).join(" ") });
  }

  return { remove, importFile, importNote, busy };
}

"use client";

import { FileUpIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";

import { CountrySelect } from "@/components/blacklist/country-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { formatNumber } from "@/lib/format";
import { appendEntries } from "@/lib/phone/list-edit";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import type { PhoneTask } from "@/lib/phone/tasks";
import { usePhoneTask } from "@/lib/phone/use-task";
import { runPhoneTask } from "@/lib/phone/worker-client";
import { useBlacklistCheck } from "@/lib/queries/viber-composer";
import { MAX_BLACKLIST_CHECK } from "@/lib/schemas/limits";
import {
  relatedFields,
  rememberRecipients,
  type ViberCampaignFormValues,
} from "@/lib/schemas/viber-campaign-form";
import { VIBER_LIMITS } from "@/lib/schemas/viber-content";
import { cn } from "@/lib/utils";

import { fieldError } from "./form-section";
import { PhoneIssues } from "./phone-issues";
import { useDebouncedValue } from "./use-debounced-value";

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_IMPORT = 20_000;
const NONE: NormalisedPhones = { phones: [], invalid: [], duplicates: [] };

/**
 * Numbers typed, pasted (any separators) or imported from CSV, every entry
 * accounted for. The list is read in the phone worker (lib/phone/tasks.ts):
 * the textarea never waits on it, and a long list shows its progress.
 */
export function PhoneListField() {
  const { register, control, formState, setValue, getValues, trigger } =
    useFormContext<ViberCampaignFormValues>();
  const error = fieldError(formState.errors, "phones_text");
  const [text, country] = useWatch({ control, name: ["phones_text", "country"] });
  const task = useMemo(
    () => (text.trim() ? ({ kind: "list", text, country } as const) : null),
    [text, country],
  );
  const check = usePhoneTask(task);
  const list = task ? (check.data ?? NONE) : NONE;
  const { isSubmitted } = formState;
  // The answer is kept for the resolver and the review step; after a first
  // submit the field is checked again once its list is known (never by
  // reading the list on the main thread per key stroke).
  const answered = task && check.current ? check.data : null;
  useEffect(() => {
    if (!task || !answered) return;
    rememberRecipients({ phones_text: task.text, country: task.country }, answered);
    if (isSubmitted) void trigger(relatedFields("phones_text"));
  }, [task, answered, isSubmitted, trigger]);
  // One check per settled list (never per key stroke, never per number).
  const phonesKey = useMemo(
    () => list.phones.slice(0, MAX_BLACKLIST_CHECK).join(","),
    [list.phones],
  );
  const settledKey = useDebouncedValue(phonesKey, 500);
  const checked = useMemo(() => (settledKey ? settledKey.split(",") : []), [settledKey]);
  const blacklist = useBlacklistCheck(checked);
  const blacklisted = useMemo(() => {
    const listed = new Set(list.phones);
    return (blacklist.data?.items ?? []).filter((e) => listed.has(e.phone));
  }, [blacklist.data, list.phones]);
  const [importNote, setImportNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const left = VIBER_LIMITS.MAX_RECIPIENTS - list.phones.length;
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

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="country">Country for numbers without a country code</Label>
        <Controller
          control={control}
          name="country"
          render={({ field }) => <CountrySelect id="country" className="sm:w-72" {...field} />}
        />
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor="phones_text">Phone numbers</Label>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void importFile(file);
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            <FileUpIcon aria-hidden="true" /> Import from CSV
          </Button>
        </div>
        <Textarea
          id="phones_text"
          rows={8}
          spellCheck={false}
          placeholder={"380501234567\n+380 67 123 45 67\n050 123 45 67"}
          className="max-h-80 overflow-y-auto font-mono text-sm"
          aria-invalid={!!error}
          aria-describedby={["phones-hint", "phones-count", error && "phones_text-error"]
            .filter(Boolean)
            .join(" ")}
          {...register("phones_text")}
        />
        <p id="phones-hint" className="text-xs text-muted-foreground">
          One per line, or separated by commas, semicolons or tabs. Numbers are sent in
          international form.
        </p>
        {check.progress && (
          <div className="grid gap-1" role="status">
            <Progress
              value={check.progress.total ? (check.progress.done / check.progress.total) * 100 : 0}
              aria-label="Checking the numbers"
            />
            <p className="text-xs text-muted-foreground">
              Checking the numbers
              {check.progress.total > 0 &&
                `: ${formatNumber(check.progress.done)} of ${formatNumber(check.progress.total)} entries`}
              …
            </p>
          </div>
        )}
        {check.error && (
          <p role="alert" className="text-sm text-destructive">
            The numbers could not be checked: {check.error}
          </p>
        )}
        <p
          id="phones-count"
          aria-busy={check.pending}
          className={cn(
            "text-sm",
            left < 0 ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {check.pending && !check.data ? (
            "Checking the numbers…"
          ) : (
            <>
              {blacklisted.length > 0 && settledKey === phonesKey
                ? `${formatNumber(list.phones.length)} entered · ${formatNumber(list.phones.length - blacklisted.length)} will receive (${formatNumber(blacklisted.length)} blacklisted)`
                : `${formatNumber(list.phones.length)} ${list.phones.length === 1 ? "recipient" : "recipients"}`}{" "}
              ·{" "}
              {left >= 0
                ? `${formatNumber(left)} of ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} left`
                : `${formatNumber(-left)} over the ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} limit: a campaign goes to at most ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} numbers, so remove some or send to an address book`}
            </>
          )}
        </p>
        {importNote && (
          <p role="status" className={cn("text-sm", importNote.error && "text-destructive")}>
            {importNote.text}
          </p>
        )}
        {error && (
          <p id="phones_text-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>

      <PhoneIssues
        invalid={list.invalid}
        duplicates={list.duplicates}
        blacklisted={blacklisted}
        blacklistState={
          blacklist.isError
            ? "error"
            : blacklist.isFetching || settledKey !== phonesKey
              ? "checking"
              : "done"
        }
        onRetryBlacklist={() => void blacklist.refetch()}
        busy={busy || check.pending}
        onRemove={(what) =>
          void remove(what === "blacklisted" ? blacklisted.map((e) => e.phone) : what)
        }
      />
    </div>
  );
}

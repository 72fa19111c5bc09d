"use client";

import type { CountryCode } from "libphonenumber-js";
import { FileUpIcon } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { extractPhonesFromCsv } from "@/lib/csv-phones";
import { formatNumber } from "@/lib/format";
import { appendEntries, removeEntries } from "@/lib/phone-list-edit";
import { useBlacklistCheck } from "@/lib/queries/viber-composer";
import { MAX_BLACKLIST_CHECK } from "@/lib/schemas/blacklist-check";
import { VIBER_LIMITS } from "@/lib/schemas/viber-campaign";
import { recipientsOf, type ViberCampaignFormValues } from "@/lib/schemas/viber-campaign-form";
import { cn } from "@/lib/utils";

import { CountrySelect } from "./country-select";
import { fieldError } from "./form-section";
import { PhoneIssues } from "./phone-issues";
import { useDebouncedValue } from "./use-debounced-value";

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_IMPORT = 20_000;

/** Numbers typed, pasted (any separators) or imported from CSV, every entry accounted for. */
export function PhoneListField() {
  const { register, control, formState, setValue, getValues } =
    useFormContext<ViberCampaignFormValues>();
  const error = fieldError(formState.errors as Record<string, unknown>, "phones_text");
  const [text, country] = useWatch({ control, name: ["phones_text", "country"] });
  const deferred = useDeferredValue(text);
  const list = useMemo(() => recipientsOf({ phones_text: deferred, country }), [deferred, country]);
  // One check per settled list (never per key stroke, never per number).
  const phonesKey = useMemo(
    () => list.phones.slice(0, MAX_BLACKLIST_CHECK).join(","),
    [list.phones],
  );
  const settledKey = useDebouncedValue(phonesKey, 500);
  const checked = useMemo(() => (settledKey ? settledKey.split(",") : []), [settledKey]);
  const blacklist = useBlacklistCheck(checked);
  const blacklisted = useMemo(
    () => (blacklist.data?.items ?? []).filter((e) => list.phones.includes(e.phone)),
    [blacklist.data, list.phones],
  );
  const [importNote, setImportNote] = useState<{ text: string; error?: boolean } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const left = VIBER_LIMITS.MAX_RECIPIENTS - list.phones.length;
  const edit = (next: string) =>
    setValue("phones_text", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const cc = country as CountryCode;

  async function importFile(file: File) {
    if (file.size > MAX_FILE_BYTES) {
      setImportNote({
        text: `${file.name} is larger than 5 MB: split it, or use an address book.`,
        error: true,
      });
      return;
    }
    const csv = extractPhonesFromCsv(await file.text());
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
          render={({ field }) => (
            <CountrySelect id="country" value={field.value} onChange={field.onChange} />
          )}
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
        <p
          id="phones-count"
          className={cn(
            "text-sm",
            left < 0 ? "font-medium text-destructive" : "text-muted-foreground",
          )}
        >
          {blacklisted.length > 0 && settledKey === phonesKey
            ? `${formatNumber(list.phones.length)} entered · ${formatNumber(list.phones.length - blacklisted.length)} will receive (${formatNumber(blacklisted.length)} blacklisted)`
            : `${formatNumber(list.phones.length)} ${list.phones.length === 1 ? "recipient" : "recipients"}`}{" "}
          ·{" "}
          {left >= 0
            ? `${formatNumber(left)} of ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} left`
            : `${formatNumber(-left)} over the ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} limit`}
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
        onRemove={(what) =>
          edit(
            removeEntries(
              getValues("phones_text"),
              cc,
              what === "blacklisted" ? new Set(blacklisted.map((e) => e.phone)) : what,
            ),
          )
        }
      />
    </div>
  );
}

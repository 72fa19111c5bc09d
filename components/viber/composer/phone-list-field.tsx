"use client";

import { FileUpIcon } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";

import { CountrySelect } from "@/components/blacklist/country-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import { usePhoneTask } from "@/lib/phone/use-task";
import { useBlacklistCheck } from "@/lib/queries/viber/composer";
import { MAX_BLACKLIST_CHECK } from "@/lib/schemas/limits";
import { relatedFields, type ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { rememberRecipients } from "@/lib/schemas/viber/campaign-form-recipients";
import { cn } from "@/lib/utils";

import { fieldError } from "./form-section";
import { PhoneIssues } from "./phone-issues";
import { PhoneListStatus } from "./phone-list-status";
import { useDebouncedValue } from "./use-debounced-value";
import { usePhoneListEdits } from "./use-phone-list-edits";

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
  const { remove, importFile, importNote, busy } = usePhoneListEdits(
    { getValues, setValue },
    country,
  );
  const fileInput = useRef<HTMLInputElement>(null);

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
        <PhoneListStatus
          check={check}
          phones={list.phones.length}
          blacklisted={settledKey === phonesKey ? blacklisted.length : 0}
        />
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

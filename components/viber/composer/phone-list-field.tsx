"use client";

import { MAX_BLACKLIST_CHECK } from "@messaging-console/contract/limits";
import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";
import { FileUpIcon } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";

import { CountrySelect } from "@/components/phone/country-select";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { rememberRecipients } from "@/lib/phone/known-lists";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import { usePhoneTask } from "@/lib/phone/use-task";
import { preloadPhoneWorker } from "@/lib/phone/worker-client";
import { useBlacklistCheck } from "@/lib/queries/viber/blacklist";
import { relatedFields, type ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { cn } from "@/lib/utils";

import { fieldError } from "./form-section";
import { PhoneIssues } from "./phone-issues";
import { overRecipientsText, PhoneListStatus } from "./phone-list-status";
import { usePhoneListEdits } from "./use-phone-list-edits";

const NONE: NormalisedPhones = { phones: [], invalid: [], duplicates: [] };

/**
 * Numbers typed, pasted (any separators) or imported from CSV, every entry
 * accounted for. The list is read in the phone worker (lib/phone/tasks.ts),
 * started when the pointer or the focus first comes to the field: the textarea
 * never waits on it, and a long list shows its progress.
 */
export function PhoneListField() {
  const { register, control, formState, setValue, getValues, trigger } =
    useFormContext<ViberCampaignFormValues>();
  const formError = fieldError(formState.errors, "phones_text");
  const [text, country] = useWatch({ control, name: ["phones_text", "country"] });
  const task = useMemo(
    () => (text.trim() ? ({ kind: "list", text, country } as const) : null),
    [text, country],
  );
  const check = usePhoneTask(task);
  const list = task ? (check.data ?? NONE) : NONE;
  // refused for its length: the error says by how much, once (not also "At most 1000 recipients")
  const over = list.phones.length - VIBER_LIMITS.MAX_RECIPIENTS;
  const refusedForLength = !!formError && over > 0;
  const error = refusedForLength ? overRecipientsText(over) : formError;
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
    // the worker (libphonenumber-js, papaparse) starts when someone reaches for the list
    <div className="grid gap-4" onPointerEnter={preloadPhoneWorker} onFocus={preloadPhoneWorker}>
      <FormField
        control={control}
        name="country"
        label="Country for numbers without a country code"
      >
        {(field) => <CountrySelect className="sm:w-72" {...field} />}
      </FormField>

      <Field
        id="phones_text"
        label="Phone numbers"
        labelAside={
          <>
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
          </>
        }
        hint="One per line, or separated by commas, semicolons or tabs. Numbers are sent in international form."
        describedBy="phones-count"
        error={error}
        notes={
          <>
            <PhoneListStatus
              check={check}
              phones={list.phones.length}
              blacklisted={settledKey === phonesKey ? blacklisted.length : 0}
              refused={refusedForLength}
            />
            {importNote && (
              <p role="status" className={cn("text-sm", importNote.error && "text-destructive")}>
                {importNote.text}
              </p>
            )}
          </>
        }
      >
        {(aria) => (
          <Textarea
            rows={8}
            spellCheck={false}
            placeholder={"380501234567\n+380 67 123 45 67\n050 123 45 67"}
            className="max-h-80 overflow-y-auto font-mono text-sm"
            {...aria}
            {...register("phones_text")}
          />
        )}
      </Field>

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

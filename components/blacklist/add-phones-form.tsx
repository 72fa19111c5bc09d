"use client";

import { CountrySelect } from "@/components/phone/country-select";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { formatNumber } from "@/lib/format";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import { MAX_IMPORT_LINES } from "@/lib/viber/blacklist-import";

import { PhonePreview } from "./phone-preview";
import type { AddPhonesDraft, DraftSource } from "./use-add-phones-draft";
import { count } from "./words";

/** Step one of adding: the numbers (typed, pasted or a CSV file), their country and the reason. */
export function AddPhonesForm({
  draft,
  onStart,
  onCancel,
}: {
  draft: AddPhonesDraft;
  onStart: (input: NormalisedPhones, description?: string) => void;
  onCancel: () => void;
}) {
  const { form, preview } = draft;
  const csv = draft.sourceKind === "csv";

  const submit = form.handleSubmit(async (values) => {
    let input: NormalisedPhones | null;
    try {
      input = await draft.current();
    } catch (err) {
      const message = `The numbers could not be checked: ${(err as Error).message}`;
      if (csv) draft.setFileError(message);
      else form.setError("text", { message });
      return;
    }
    const lines = input ? input.phones.length + input.invalid.length + input.duplicates.length : 0;
    const problem =
      !input || lines === 0
        ? csv
          ? "Choose a CSV file with phone numbers."
          : "Type or paste at least one phone number."
        : input.phones.length === 0
          ? "None of these lines is a valid phone number; see the preview."
          : lines > MAX_IMPORT_LINES
            ? `One import takes up to ${formatNumber(MAX_IMPORT_LINES)} lines.`
            : null;
    if (problem) {
      if (csv) draft.setFileError(problem);
      else form.setError("text", { message: problem }, { shouldFocus: true });
      return;
    }
    onStart(input!, values.description || undefined);
  });

  const ready = preview?.phones.length ?? 0;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Add numbers to the blacklist</DialogTitle>
        <DialogDescription>
          Blacklisted numbers never receive Viber messages. Numbers are checked before anything is
          sent.
        </DialogDescription>
      </DialogHeader>
      <form id="bl-add" className="grid min-w-0 gap-4" onSubmit={submit} noValidate>
        <Tabs value={draft.sourceKind} onValueChange={(v) => draft.setSourceKind(v as DraftSource)}>
          <TabsList aria-label="Where the numbers come from">
            <TabsTrigger value="text">Type or paste</TabsTrigger>
            <TabsTrigger value="csv">CSV file</TabsTrigger>
          </TabsList>
          <TabsContent value="text">
            <FormField
              control={form.control}
              name="text"
              id="bl-text"
              label="Phone numbers"
              hint="One or many, separated by new lines, commas or semicolons. With or without +, spaces and dashes."
            >
              {({ onChange, ...control }) => (
                <Textarea
                  rows={5}
                  className="max-h-48 font-mono text-sm"
                  placeholder={"+380 50 123 4567\n0671234567"}
                  {...control}
                  onChange={(e) => {
                    onChange(e);
                    form.clearErrors("text");
                  }}
                />
              )}
            </FormField>
          </TabsContent>
          <TabsContent value="csv">
            <Field
              id="bl-file"
              label="CSV file"
              hint={
                draft.file
                  ? `${draft.file.name}: ${count(draft.file.source.entries.length, "row")}${draft.file.column ? `, column “${draft.file.column}”` : ""}.`
                  : "The column named phone (or number, mobile…) is used; without a header, the column that holds numbers."
              }
              error={draft.fileError ?? undefined}
            >
              {(control) => (
                <Input
                  type="file"
                  accept=".csv,.txt,text/csv,text/plain"
                  onChange={(e) => void draft.loadFile(e.target.files?.[0])}
                  {...control}
                />
              )}
            </Field>
          </TabsContent>
        </Tabs>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="country"
            id="bl-country"
            label="Country of local numbers"
            hint="Numbers without a country code are read as this country's."
          >
            {(control) => <CountrySelect {...control} />}
          </FormField>
          <FormField
            control={form.control}
            name="description"
            id="bl-reason"
            label="Reason"
            hint="Shown next to the numbers in the list."
          >
            {(control) => (
              <Input placeholder="Asked to stop messages" maxLength={300} {...control} />
            )}
          </FormField>
        </div>
        <PhonePreview
          preview={preview}
          checking={draft.settling || draft.reading}
          progress={draft.progress}
          error={draft.checkError}
        />
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="bl-add" disabled={draft.reading || form.formState.isSubmitting}>
          {ready > 0 ? `Add ${count(ready, "number")}` : "Add numbers"}
        </Button>
      </DialogFooter>
    </>
  );
}

"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, FieldSet } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { useEmailTemplates } from "@/lib/queries/email/messages";
import type { SendFormValues } from "@/lib/schemas/email/send-form";

/** Content from a stored template, with its variables as name/value rows. */
export function TemplateFields({ form }: { form: UseFormReturn<SendFormValues> }) {
  const templates = useEmailTemplates();
  const vars = useFieldArray({ control: form.control, name: "variables" });
  const { errors } = form.formState;
  const [templateId, rows] = useWatch({ control: form.control, name: ["templateId", "variables"] });
  const items = templates.data?.items ?? [];
  const templateError = templates.isError
    ? `The templates could not be loaded: ${errorMessage(templates.error)}`
    : errors.templateId?.message;

  const pick = (id: string) => {
    form.setValue("templateId", id, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    const template = items.find((t) => t.id === id);
    if (!template) return;
    // the template's variables, keeping values already typed for the same names
    const typed = new Map(form.getValues("variables").map((r) => [r.name, r.value]));
    const rows = template.variables.map((name) => ({ name, value: typed.get(name) ?? "" }));
    for (const [name, value] of typed)
      if (name && value && !template.variables.includes(name)) rows.push({ name, value });
    vars.replace(rows);
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <Field
        id="send-template"
        label="Template"
        className="grid-cols-1"
        hint="The subject can use the template's {{variables}} too."
        error={templateError}
      >
        {(control) =>
          templates.isPending ? (
            <Skeleton className="h-9 w-full" aria-label="Loading the templates" />
          ) : (
            <NativeSelect value={templateId} onChange={(e) => pick(e.target.value)} {...control}>
              <option value="">Pick a template…</option>
              {items.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name || t.id}
                  {t.lang ? ` (${t.lang})` : ""}
                  {t.variables.length ? ` · ${t.variables.length} variables` : ""}
                </option>
              ))}
            </NativeSelect>
          )
        }
      </Field>
      <div className="grid grid-cols-1 gap-2">
        <FieldSet
          id="send-vars"
          legend="Variables"
          describes="group"
          className="grid-cols-1"
          // the list's own error (a row's name or value is checked with the list)
          error={errors.variables?.message}
        >
          {() => (
            <>
              {vars.fields.length === 0 && (
                <p className="text-sm text-muted-foreground">
                  {templateId
                    ? "This template has no variables."
                    : "Pick a template to fill in its variables."}
                </p>
              )}
              {vars.fields.map((f, i) => (
                <div
                  key={f.id}
                  className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] items-center gap-2"
                >
                  <Input
                    aria-label={`Variable ${i + 1} name`}
                    placeholder="name"
                    className="font-mono"
                    {...form.register(`variables.${i}.name`)}
                  />
                  <Input
                    aria-label={`Value of ${rows[i]?.name || `variable ${i + 1}`}`}
                    placeholder="value"
                    {...form.register(`variables.${i}.value`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove variable ${i + 1}`}
                    onClick={() => vars.remove(i)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ))}
            </>
          )}
        </FieldSet>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => vars.append({ name: "", value: "" })}
        >
          <PlusIcon aria-hidden="true" /> Add a variable
        </Button>
      </div>
    </div>
  );
}

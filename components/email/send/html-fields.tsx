"use client";

import { Controller, useWatch, type UseFormReturn } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { SendFormValues } from "@/lib/schemas/email/send-form";

import { HtmlPreview } from "./html-preview";

/** Content written here: HTML (with a live preview) and an optional plain-text part. */
export function HtmlFields({ form }: { form: UseFormReturn<SendFormValues> }) {
  const [html, auto] = useWatch({ control: form.control, name: ["html", "autoPlainText"] });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="grid grid-cols-1 content-start gap-4">
        <FormField control={form.control} name="html" id="send-html" label="HTML">
          {(control) => (
            <Textarea
              spellCheck={false}
              placeholder="<p>Hello…</p>"
              className="[field-sizing:fixed] min-h-56 font-mono text-xs"
              {...control}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="text"
          id="send-text"
          label="Plain text (optional)"
          hint={
            auto
              ? "Left empty, a text part is generated from the HTML."
              : "Left empty, the email has no text part."
          }
        >
          {(control) => <Textarea className="[field-sizing:fixed] min-h-24" {...control} />}
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="autoPlainText"
            render={({ field }) => (
              <Checkbox
                id="send-auto-text"
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
            )}
          />
          <Label htmlFor="send-auto-text" className="font-normal">
            Generate the plain-text part from the HTML
          </Label>
        </div>
      </div>
      <HtmlPreview html={html} />
    </div>
  );
}

"use client";

import { VIBER_MESSAGE_TYPE } from "@messaging-console/contract/viber/content";
import type { ComponentProps } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { FieldSet } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

import { CombinationPanel } from "./combination-panel";
import { fieldError, FormSection } from "./form-section";
import { MessageField } from "./message-field";

const PART_SWITCHES = [
  { name: "text_on", label: "Text" },
  { name: "button_on", label: "Button" },
  { name: "image_on", label: "Image" },
] as const;

/** The message: which parts it has (only allowed layouts submit), its text, button and image. */
export function SectionContent() {
  const { control, formState } = useFormContext<ViberCampaignFormValues>();
  const errors = formState.errors as Record<string, unknown>;
  const [type, textOn, buttonOn, imageOn] = useWatch({
    control,
    name: ["message_type", "text_on", "button_on", "image_on"],
  });
  const system = type === VIBER_MESSAGE_TYPE.system;
  // With the text off, a missing-text problem belongs to the parts, where it can be fixed.
  const partError =
    fieldError(errors, "button_on") ??
    fieldError(errors, "image_on") ??
    (textOn ? undefined : fieldError(errors, "message"));

  return (
    <FormSection title="Message" description="What the recipients see in Viber.">
      <FieldSet
        id="parts"
        legend="Parts"
        describes="group"
        hint={
          system
            ? "System messages carry text only: no button, no image."
            : "Promo messages: text only, text with a button, text with a button and an image, or an image only."
        }
        error={partError}
      >
        {() => (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {PART_SWITCHES.map((p) => {
              // A system message carries text only; a part already on stays switchable off.
              const locked = system && p.name !== "text_on";
              return (
                <Controller
                  key={p.name}
                  control={control}
                  name={p.name}
                  render={({ field }) => (
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id={p.name}
                        ref={field.ref}
                        checked={field.value}
                        disabled={locked && !field.value}
                        aria-invalid={!!fieldError(errors, p.name)}
                        onCheckedChange={(c) => field.onChange(c === true)}
                      />
                      <Label htmlFor={p.name} className="font-normal">
                        {p.label}
                      </Label>
                    </div>
                  )}
                />
              );
            })}
          </div>
        )}
      </FieldSet>

      <CombinationPanel />

      {textOn && <MessageField system={system} />}
      {!textOn && (
        <p className="text-sm text-muted-foreground">
          No text: this is an image-only message. Switch Text back on to edit the text you wrote; it
          is kept.
        </p>
      )}

      {buttonOn && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="button_text" label="Button text">
            {(field) => <Input autoComplete="off" {...field} />}
          </FormField>
          <FormField control={control} name="button_link" label="Button link">
            {(field) => <UrlInput {...field} />}
          </FormField>
        </div>
      )}

      {imageOn && (
        <FormField
          control={control}
          name="image_link"
          label="Image link"
          hint="The address of an uploaded image (http or https)."
        >
          {(field) => <UrlInput {...field} />}
        </FormField>
      )}
    </FormSection>
  );
}

/** A link typed in full: the URL keyboard, no autocompletion. */
function UrlInput(props: ComponentProps<typeof Input>) {
  return <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" {...props} />;
}

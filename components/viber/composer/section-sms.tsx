"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";

import { Field, fieldDescribedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber-campaign-form";

import { fieldError, FormSection } from "./form-section";

/** SMS re-sending for recipients the Viber message does not reach. */
export function SectionSms() {
  const { register, control, formState } = useFormContext<ViberCampaignFormValues>();
  const errors = formState.errors as Record<string, unknown>;
  const on = useWatch({ control, name: "resend_sms" });
  const textError = fieldError(errors, "sms_text");
  const nameError = fieldError(errors, "sms_sender_name");

  return (
    <FormSection title="SMS fallback" description="Reach people the Viber message does not.">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="resend_sms"
          render={({ field }) => (
            <Switch
              id="resend_sms"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Label htmlFor="resend_sms" className="font-normal">
          Re-send as SMS when the Viber message is not delivered
        </Label>
      </div>
      {on && (
        <div className="grid gap-4">
          <Field id="sms_text" label="SMS text" error={textError}>
            <Textarea
              id="sms_text"
              rows={3}
              maxLength={1000}
              aria-invalid={!!textError}
              aria-describedby={fieldDescribedBy("sms_text", { error: !!textError })}
              {...register("sms_text")}
            />
          </Field>
          <Field
            id="sms_sender_name"
            label="SMS sender name (optional)"
            hint="The name the SMS comes from, if your SMS account has one registered."
            error={nameError}
          >
            <Input
              id="sms_sender_name"
              maxLength={64}
              autoComplete="off"
              className="sm:w-72"
              aria-invalid={!!nameError}
              aria-describedby={fieldDescribedBy("sms_sender_name", {
                hint: true,
                error: !!nameError,
              })}
              {...register("sms_sender_name")}
            />
          </Field>
        </div>
      )}
    </FormSection>
  );
}

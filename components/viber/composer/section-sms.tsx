"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

import { FormSection } from "./form-section";

/** SMS re-sending for recipients the Viber message does not reach. */
export function SectionSms() {
  const { control } = useFormContext<ViberCampaignFormValues>();
  const on = useWatch({ control, name: "resend_sms" });

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
          <FormField control={control} name="sms_text" label="SMS text">
            {(field) => <Textarea rows={3} maxLength={1000} {...field} />}
          </FormField>
          <FormField
            control={control}
            name="sms_sender_name"
            label="SMS sender name (optional)"
            hint="The name the SMS comes from, if your SMS account has one registered."
          >
            {(field) => <Input maxLength={64} autoComplete="off" className="sm:w-72" {...field} />}
          </FormField>
        </div>
      )}
    </FormSection>
  );
}

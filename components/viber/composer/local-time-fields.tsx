"use client";

import { useFormContext } from "react-hook-form";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";

/** The day and the hour a local-time send reaches each recipient, on their own clock. */
export function LocalTimeFields() {
  const { control } = useFormContext<ViberCampaignFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="local_date"
        label="Date"
        hint="The day in each recipient's timezone."
      >
        {(field) => <Input type="date" className="w-full sm:w-48" {...field} />}
      </FormField>
      <FormField
        control={control}
        name="local_time"
        label="Time"
        hint="Their own time, by their phone number's country."
      >
        {(field) => <Input type="time" className="w-full sm:w-36" {...field} />}
      </FormField>
    </div>
  );
}

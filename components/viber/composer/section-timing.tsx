"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { Field, fieldDescribedBy } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { formatDateTime, viewerHint } from "@/lib/datetime";
import { LIVE_TIME_RANGE, type ViberCampaignFormValues } from "@/lib/schemas/viber-campaign-form";
import { VIBER_LIMITS } from "@/lib/schemas/viber-content";
import {
  defaultSendAt,
  formatLiveTime,
  instantToLocalInput,
  liveTimeSeconds,
  sendInstant,
} from "@/lib/viber-timing";

import { fieldError, FormSection } from "./form-section";
import { useBrowserTimeZone, useNow } from "./use-clock";

/** When it goes out, how long it lives, and over how long it is spread. */
export function SectionTiming() {
  const { register, control, formState, setValue, getValues } =
    useFormContext<ViberCampaignFormValues>();
  const errors = formState.errors as Record<string, unknown>;
  const { timeZone } = useAccount();
  const [timing, hours, minutes] = useWatch({
    control,
    name: ["timing", "live_hours", "live_minutes"],
  });
  const liveError = fieldError(errors, "live_hours");
  const stretchError = fieldError(errors, "stretch_time");
  const seconds = liveTimeSeconds(hours, minutes);

  return (
    <FormSection title="Delivery" description={`Times are in the account's timezone, ${timeZone}.`}>
      <div className="grid gap-2">
        <Label id="timing-label">Send</Label>
        <Controller
          control={control}
          name="timing"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby="timing-label"
              value={field.value}
              onValueChange={(v) => {
                field.onChange(v);
                if (v === "scheduled" && getValues("send_at") === "")
                  setValue("send_at", defaultSendAt(Date.now(), timeZone), { shouldDirty: true });
              }}
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              <div className="flex items-center gap-2">
                <RadioGroupItem id="timing-now" value="now" />
                <Label htmlFor="timing-now" className="font-normal">
                  Now
                </Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem id="timing-scheduled" value="scheduled" />
                <Label htmlFor="timing-scheduled" className="font-normal">
                  At a date and time
                </Label>
              </div>
            </RadioGroup>
          )}
        />
      </div>

      {timing === "scheduled" && <SendAtField />}

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Message live time</legend>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Input
              id="live_hours"
              type="number"
              inputMode="numeric"
              min={0}
              max={VIBER_LIMITS.MAX_LIVE_TIME / 3600}
              className="w-20"
              aria-invalid={!!liveError}
              aria-describedby={fieldDescribedBy("live_hours", { hint: true, error: !!liveError })}
              {...register("live_hours", { valueAsNumber: true })}
            />
            <Label htmlFor="live_hours" className="font-normal">
              hours
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Input
              id="live_minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              className="w-20"
              aria-invalid={!!liveError}
              aria-describedby={fieldDescribedBy("live_hours", { hint: true, error: !!liveError })}
              {...register("live_minutes", { valueAsNumber: true })}
            />
            <Label htmlFor="live_minutes" className="font-normal">
              minutes
            </Label>
          </div>
        </div>
        <p id="live_hours-hint" className="text-xs text-muted-foreground">
          How long Viber keeps trying to deliver: {LIVE_TIME_RANGE}.
          {Number.isFinite(seconds) &&
            ` Now: ${formatLiveTime(seconds)} (${seconds.toLocaleString("en-US")} s).`}
        </p>
        {liveError && (
          <p id="live_hours-error" role="alert" className="text-sm text-destructive">
            {liveError}
          </p>
        )}
      </fieldset>

      <Field
        id="stretch_time"
        label="Spread delivery over"
        hint={`0 sends to everyone at once; up to ${VIBER_LIMITS.MAX_STRETCH_HOURS} hours sends in smaller parts.`}
        error={stretchError}
      >
        <div className="flex items-center gap-2">
          <Input
            id="stretch_time"
            type="number"
            inputMode="numeric"
            min={VIBER_LIMITS.MIN_STRETCH_HOURS}
            max={VIBER_LIMITS.MAX_STRETCH_HOURS}
            className="w-20"
            aria-invalid={!!stretchError}
            aria-describedby={fieldDescribedBy("stretch_time", {
              hint: true,
              error: !!stretchError,
            })}
            {...register("stretch_time", { valueAsNumber: true })}
          />
          <span className="text-sm">hours</span>
        </div>
      </Field>
    </FormSection>
  );
}

function SendAtField() {
  const { register, control, formState } = useFormContext<ViberCampaignFormValues>();
  const { timeZone } = useAccount();
  const error = fieldError(formState.errors, "send_at");
  const value = useWatch({ control, name: "send_at" });
  const at = sendInstant(value, timeZone);
  const zone = useBrowserTimeZone();
  const now = useNow();

  let beside = "";
  if (at !== null && zone) {
    // the account's time in the house format (the input shows it in the browser's locale)
    const mine = viewerHint(at, timeZone, zone, { weekday: true });
    beside = `${formatDateTime(at, timeZone, { weekday: true })}: ${mine ? `${mine} (${zone})` : `your time is the same (${zone})`}.`;
    if (now !== null && at < now) beside += " This time has passed.";
  }

  return (
    <Field
      id="send_at"
      label={`Date and time (${timeZone})`}
      hint={beside || `Read in ${timeZone}.`}
      error={error}
    >
      <Input
        id="send_at"
        type="datetime-local"
        className="w-full sm:w-64"
        min={now === null ? undefined : instantToLocalInput(now, timeZone)}
        aria-invalid={!!error}
        aria-describedby={fieldDescribedBy("send_at", { hint: true, error: !!error })}
        {...register("send_at")}
      />
    </Field>
  );
}

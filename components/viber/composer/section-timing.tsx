"use client";

import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";
import { useFormContext, useWatch } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { useViewerTimeZone } from "@/components/ui/date-time";
import { FieldSet } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioChoices } from "@/components/ui/radio-choices";
import { formatDateTime, viewerHint, wallClock } from "@/lib/datetime";
import { useNow } from "@/lib/hooks/use-now";
import { addDays } from "@/lib/schemas/local-hours";
import { LIVE_TIME_RANGE, type ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import {
  defaultSendAt,
  formatLiveTime,
  instantToLocalInput,
  liveTimeSeconds,
  sendInstant,
} from "@/lib/schemas/viber/timing";

import { fieldError, FormSection } from "./form-section";
import { LocalTimeFields } from "./local-time-fields";
import { SendPlanPanel } from "./send-plan-panel";
import { useSendPlan } from "./use-send-plan";

/** The message's live time, typed as hours and minutes. */
const TIMINGS = [
  { value: "now", label: "Now" },
  { value: "scheduled", label: "At a date and time" },
  { value: "local", label: "At each recipient's own time" },
] as const;

const LIVE_PARTS = [
  { name: "live_hours", max: VIBER_LIMITS.MAX_LIVE_TIME / 3600, unit: "hours" },
  { name: "live_minutes", max: 59, unit: "minutes" },
] as const;

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
  const seconds = liveTimeSeconds(hours, minutes);
  const { plan, quiet } = useSendPlan();

  return (
    <FormSection title="Delivery" description={`Times are in the account's timezone, ${timeZone}.`}>
      <div className="grid gap-2">
        <Label id="timing-label">Send</Label>
        <RadioChoices
          control={control}
          name="timing"
          aria-labelledby="timing-label"
          options={TIMINGS}
          onChosen={(v) => {
            if (v === "scheduled" && getValues("send_at") === "")
              setValue("send_at", defaultSendAt(Date.now(), timeZone), { shouldDirty: true });
            // tomorrow in the account's zone: the hour has not passed yet anywhere near it
            if (v === "local" && getValues("local_date") === "")
              setValue("local_date", addDays(wallClock(Date.now(), timeZone).date, 1), {
                shouldDirty: true,
              });
          }}
        />
      </div>

      {timing === "scheduled" && <SendAtField />}
      {timing === "local" && <LocalTimeFields />}
      <SendPlanPanel plan={plan} quiet={quiet} />

      <FieldSet
        id="live_hours"
        legend="Message live time"
        hint={`How long Viber keeps trying to deliver: ${LIVE_TIME_RANGE}.${Number.isFinite(seconds) ? ` Now: ${formatLiveTime(seconds)} (${seconds.toLocaleString("en-US")} s).` : ""}`}
        error={liveError}
      >
        {(aria) => (
          <div className="flex flex-wrap items-center gap-3">
            {LIVE_PARTS.map((part) => (
              <div key={part.name} className="flex items-center gap-2">
                <Input
                  id={part.name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={part.max}
                  className="w-20"
                  {...aria}
                  {...register(part.name, { valueAsNumber: true })}
                />
                <Label htmlFor={part.name} className="font-normal">
                  {part.unit}
                </Label>
              </div>
            ))}
          </div>
        )}
      </FieldSet>

      <FormField
        control={control}
        name="stretch_time"
        label="Spread delivery over"
        hint={`0 sends to everyone at once; up to ${VIBER_LIMITS.MAX_STRETCH_HOURS} hours sends in smaller parts.`}
      >
        {({ value, onChange, ...field }) => (
          <div className="flex items-center gap-2">
            <Input
              type="number"
              inputMode="numeric"
              min={VIBER_LIMITS.MIN_STRETCH_HOURS}
              max={VIBER_LIMITS.MAX_STRETCH_HOURS}
              className="w-20"
              // a number, NaN while the box is empty or half typed (as valueAsNumber)
              value={Number.isNaN(value) ? "" : value}
              onChange={(e) => onChange(e.target.valueAsNumber)}
              {...field}
            />
            <span className="text-sm">hours</span>
          </div>
        )}
      </FormField>
    </FormSection>
  );
}

function SendAtField() {
  const { control } = useFormContext<ViberCampaignFormValues>();
  const { timeZone } = useAccount();
  const value = useWatch({ control, name: "send_at" });
  const at = sendInstant(value, timeZone);
  const zone = useViewerTimeZone();
  const now = useNow();

  let beside = "";
  if (at !== null && zone) {
    // the account's time in the house format (the input shows it in the browser's locale)
    const mine = viewerHint(at, timeZone, zone, { weekday: true });
    beside = `${formatDateTime(at, timeZone, { weekday: true })}: ${mine ? `${mine} (${zone})` : `your time is the same (${zone})`}.`;
    if (now !== null && at < now) beside += " This time has passed.";
  }

  return (
    <FormField
      control={control}
      name="send_at"
      label={`Date and time (${timeZone})`}
      hint={beside || `Read in ${timeZone}.`}
    >
      {(field) => (
        <Input
          type="datetime-local"
          className="w-full sm:w-64"
          min={now === null ? undefined : instantToLocalInput(now, timeZone)}
          {...field}
        />
      )}
    </FormField>
  );
}

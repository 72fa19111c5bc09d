"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { zoneLabel } from "@/lib/datetime";
import type { DigestSettingsInput } from "@/lib/notifications/schema";

const FREQUENCIES = [
  { value: "off", label: "No digest" },
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
];
const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, "0")}:00`,
}));
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
  (label, i) => ({ value: String(i), label }),
);

/** A digest by email: how often, at which hour of the account's timezone, quiet days or not. */
export function DigestForm({
  value,
  onChange,
  timeZone,
}: {
  value: DigestSettingsInput;
  onChange: (next: DigestSettingsInput) => void;
  timeZone: string;
}) {
  const off = value.frequency === "off";
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="digest-frequency">Digest</Label>
          <NativeSelect
            id="digest-frequency"
            className="w-40"
            value={value.frequency}
            options={FREQUENCIES}
            onChange={(e) =>
              onChange({ ...value, frequency: e.target.value as DigestSettingsInput["frequency"] })
            }
          />
        </div>
        {value.frequency === "weekly" && (
          <div className="grid gap-1.5">
            <Label htmlFor="digest-weekday">On</Label>
            <NativeSelect
              id="digest-weekday"
              className="w-40"
              value={String(value.weekday)}
              options={WEEKDAYS}
              onChange={(e) => onChange({ ...value, weekday: Number(e.target.value) })}
            />
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="digest-hour">At ({zoneLabel(timeZone)})</Label>
          <NativeSelect
            id="digest-hour"
            className="w-28"
            value={String(value.hour)}
            options={HOURS}
            disabled={off}
            onChange={(e) => onChange({ ...value, hour: Number(e.target.value) })}
          />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="digest-empty"
          checked={value.sendEmpty}
          disabled={off}
          onCheckedChange={(on) => onChange({ ...value, sendEmpty: on === true })}
        />
        <Label htmlFor="digest-empty" className="font-normal">
          Send it on days with nothing to report too
        </Label>
      </div>
    </div>
  );
}

"use client";

import { MoonIcon } from "lucide-react";
import { useState } from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/queries/api-client";
import { useQuietHours, useSetQuietHours } from "@/lib/quiet-hours/queries";
import type { QuietHoursSetting } from "@/lib/quiet-hours/schema";
import { toast } from "@/lib/toast";

import { SettingForm } from "./setting-form";

/**
 * The account's quiet hours, in each recipient's own time: the composer warns
 * before scheduling a campaign that reaches anyone inside them, and offers to
 * move those recipients to the hour they end.
 */
export function QuietHoursSetting() {
  const saved = useQuietHours();
  const save = useSetQuietHours();
  const [edit, setEdit] = useState<QuietHoursSetting | null>(null);
  const value = edit ?? saved.data;
  const changed = edit !== null && JSON.stringify(edit) !== JSON.stringify(saved.data);
  const same = value?.enabled === true && value.start === value.end;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!value || same) return;
    try {
      const out = await save.mutateAsync(value);
      setEdit(null);
      toast.success(
        out.enabled ? `Quiet hours are now ${out.start}–${out.end}.` : "Quiet hours are off.",
      );
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  const set = (patch: Partial<QuietHoursSetting>) => value && setEdit({ ...value, ...patch });

  return (
    <SettingForm
      id="quiet-hours"
      icon={MoonIcon}
      title="Quiet hours"
      description={
        <>
          In each recipient&apos;s own time. The campaign composer warns before scheduling a message
          that would reach someone inside them, and offers to move it to when they end.
        </>
      }
      onSubmit={submit}
      canSave={changed && !same}
      saving={save.isPending}
    >
      {saved.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(saved.error)}
        </p>
      )}
      <fieldset className="flex flex-wrap items-end gap-x-6 gap-y-3" disabled={!value}>
        <legend className="sr-only">Quiet hours</legend>
        <div className="flex items-center gap-2 self-center">
          <Checkbox
            id="quiet-hours-on"
            checked={value?.enabled ?? false}
            onCheckedChange={(on) => set({ enabled: on === true })}
          />
          <Label htmlFor="quiet-hours-on">Warn about quiet hours</Label>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="quiet-hours-start">From</Label>
          <Input
            id="quiet-hours-start"
            type="time"
            className="w-32"
            required
            value={value?.start ?? ""}
            onChange={(e) => set({ start: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="quiet-hours-end">Until</Label>
          <Input
            id="quiet-hours-end"
            type="time"
            className="w-32"
            required
            aria-invalid={same}
            aria-describedby={same ? "quiet-hours-error" : undefined}
            value={value?.end ?? ""}
            onChange={(e) => set({ end: e.target.value })}
          />
        </div>
      </fieldset>
      {same && (
        <p id="quiet-hours-error" role="alert" className="text-sm text-destructive">
          Quiet hours start and end at different times.
        </p>
      )}
    </SettingForm>
  );
}

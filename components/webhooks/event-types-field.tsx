"use client";

import { Controller, type Control } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { FieldSet } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/kinds";

/** Which event types a webhook gets: checkboxes; none ticked means every type. */
export function EventTypesField<T extends { eventTypes?: string[] }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control as unknown as Control<{ eventTypes?: string[] }>}
      name="eventTypes"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        return (
          <FieldSet
            id="webhook-events"
            legend="Events"
            hint="None ticked: every event, including types added later."
            error={fieldState.error?.message}
            describes="group"
          >
            {(aria) => (
              <div className="grid gap-2 sm:grid-cols-2">
                {WEBHOOK_EVENT_TYPES.map(([type, words]) => (
                  <div key={type} className="flex items-center gap-2">
                    <Checkbox
                      id={`webhook-event-${type}`}
                      {...aria}
                      checked={chosen.includes(type)}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on ? [...chosen, type] : chosen.filter((t: string) => t !== type),
                        )
                      }
                    />
                    <Label htmlFor={`webhook-event-${type}`} className="font-normal">
                      {words}{" "}
                      <span className="font-mono text-xs text-muted-foreground">{type}</span>
                    </Label>
                  </div>
                ))}
              </div>
            )}
          </FieldSet>
        );
      }}
    />
  );
}

"use client";

import { Controller, type Control } from "react-hook-form";

import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { SendFormValues } from "@/lib/email/send-form";

const CHOICES = [
  { value: "html", label: "Write HTML and text" },
  { value: "template", label: "Use a stored template" },
] as const;

/** Where the email's content comes from: written here, or a stored template. */
export function ContentChoice({ control }: { control: Control<SendFormValues> }) {
  return (
    <Controller
      control={control}
      name="content"
      render={({ field }) => (
        <RadioGroup
          value={field.value}
          onValueChange={field.onChange}
          aria-label="Content"
          className="flex flex-wrap gap-x-6 gap-y-2"
        >
          {CHOICES.map((c) => (
            <div key={c.value} className="flex items-center gap-2">
              <RadioGroupItem value={c.value} id={`content-${c.value}`} />
              <Label htmlFor={`content-${c.value}`} className="font-normal">
                {c.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    />
  );
}

"use client";

import { CircleIcon } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";

import { slotted } from "./slot";

const RadioGroup = slotted(RadioGroupPrimitive.Root, "radio-group", "grid gap-3");

const RadioGroupItem = slotted(
  RadioGroupPrimitive.Item,
  "radio-group-item",
  "aspect-square size-4 shrink-0 rounded-full border border-input text-primary shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive dark:bg-input/30",
  <RadioGroupPrimitive.Indicator
    data-slot="radio-group-indicator"
    className="relative flex items-center justify-center"
  >
    <CircleIcon className="absolute top-1/2 left-1/2 size-2 -translate-x-1/2 -translate-y-1/2 fill-primary" />
  </RadioGroupPrimitive.Indicator>,
);

export { RadioGroup, RadioGroupItem };

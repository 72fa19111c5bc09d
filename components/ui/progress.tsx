"use client";

import { Progress as ProgressPrimitive } from "radix-ui";
import * as React from "react";

import { slotted } from "./slot";

const ProgressRoot = slotted(
  ProgressPrimitive.Root,
  "progress",
  "relative h-2 w-full overflow-hidden rounded-full bg-primary/20",
);

/** A determinate progress bar (0–100); give it an accessible name with `aria-label`. */
function Progress({ value, ...props }: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  return (
    <ProgressRoot value={value} {...props}>
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - (value ?? 0)}%)` }}
      />
    </ProgressRoot>
  );
}

export { Progress };

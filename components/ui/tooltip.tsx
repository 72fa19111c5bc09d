"use client";

import { Tooltip as TooltipPrimitive } from "radix-ui";
import * as React from "react";

import { slotted } from "./slot";

/** The delay before a tooltip shows; `Tooltip` mounts one of its own. */
function TooltipProvider({
  delayDuration = 200,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/**
 * Each tooltip brings its own provider, so the console's shell does not load
 * Radix's tooltip (and its positioning library) on pages that show none.
 */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}
const TooltipTrigger = TooltipPrimitive.Trigger;

const TooltipPanel = slotted(
  TooltipPrimitive.Content,
  "tooltip-content",
  "z-50 w-fit max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-balance text-background",
);

function TooltipContent({
  sideOffset = 4,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPanel sideOffset={sideOffset} {...props}>
        {children}
        <TooltipPrimitive.Arrow className="z-50 size-2.5 translate-y-[calc(-50%_-_2px)] rotate-45 rounded-[2px] bg-foreground fill-foreground" />
      </TooltipPanel>
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };

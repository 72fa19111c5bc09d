import type { ClassValue } from "clsx";
import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The shadcn/ui wrapper that only marks an element or a Radix part with its
 * `data-slot` and puts `classes` before the caller's `className`:
 * `slotted("div", "card-header", "…")`, `slotted(DialogPrimitive.Title, "dialog-title", "…")`.
 * It takes exactly the props of what it wraps, `ref` among them (a prop in React 19),
 * and devtools name it after its slot (`card-header` → `CardHeader`). `lead`, when
 * given, is a part it always holds before the caller's children (a checkbox's
 * indicator, a switch's thumb).
 */
export function slotted<T extends React.ElementType>(
  Component: T,
  slot: string,
  classes: ClassValue,
  lead?: React.ReactNode,
): (props: React.ComponentProps<T>) => React.JSX.Element {
  const Element: React.ElementType = Component;
  function Slotted({ className, ...props }: { className?: string; children?: React.ReactNode }) {
    if (lead === undefined)
      return <Element data-slot={slot} className={cn(classes, className)} {...props} />;
    return (
      <Element data-slot={slot} className={cn(classes, className)} {...props}>
        {lead}
        {props.children}
      </Element>
    );
  }
  Slotted.displayName = slot.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
  return Slotted;
}

"use client";

import { CheckIcon, MinusIcon } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

type CheckedState = boolean | "indeterminate";

/**
 * A checkbox: the browser's own `<input type="checkbox">` (its role, keyboard,
 * form and label behaviour), drawn as shadcn/ui's, with Radix Checkbox's props
 * (`checked` may be `"indeterminate"`, `onCheckedChange`) and `data-state`. No
 * Radix here: it was ~3 KB gzip on every page with a checkbox.
 */
function Checkbox({
  checked = false,
  onCheckedChange,
  className,
  ref,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
}) {
  const input = React.useRef<HTMLInputElement | null>(null);
  const setRef = React.useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  const indeterminate = checked === "indeterminate";
  // "mixed" exists only as a DOM property
  React.useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    // `peer` and data-disabled: a Label beside it dims when it is disabled (as beside Radix's)
    <span
      data-slot="checkbox-root"
      data-disabled={props.disabled ? "true" : undefined}
      className={cn("peer relative inline-flex size-4 shrink-0", className)}
    >
      <input
        ref={setRef}
        type="checkbox"
        data-slot="checkbox"
        data-state={indeterminate ? "indeterminate" : checked ? "checked" : "unchecked"}
        checked={checked === true}
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        className="peer size-4 shrink-0 cursor-default appearance-none rounded-[4px] border border-input shadow-xs transition-shadow outline-none checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive dark:bg-input/30 dark:checked:bg-primary dark:indeterminate:bg-primary"
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
      />
      <MinusIcon
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-indeterminate:block"
      />
    </span>
  );
}

export { Checkbox };

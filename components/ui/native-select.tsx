import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils";

/** One `<option>` of a NativeSelect: what it sets and what it says. */
interface NativeOption {
  value: string;
  label: string;
}

/**
 * The console's select: the browser's own `<select>` (its picker on phones,
 * typeahead, nothing to download) dressed like the other inputs, with a chevron.
 * shadcn/ui v4's NativeSelect in this project's style. `className` places and
 * sizes it (its wrapper); every other prop, `ref` too, goes to the `<select>`.
 * Its options are plain `<option>`s: `children`, then one for each of `options`.
 */
function NativeSelect({
  className,
  size = "default",
  options,
  children,
  ...props
}: Omit<React.ComponentProps<"select">, "size"> & {
  size?: "sm" | "default";
  options?: readonly NativeOption[];
}) {
  return (
    <span
      data-slot="native-select-wrapper"
      className={cn("relative block w-full min-w-0 has-[select:disabled]:opacity-50", className)}
    >
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          "h-9 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-background py-0 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed data-[size=sm]:h-8 data-[size=sm]:pr-8 data-[size=sm]:pl-2 dark:bg-input/30",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
        )}
        {...props}
      >
        {children}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        data-slot="native-select-icon"
        className={cn(
          "pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 opacity-50",
          size === "sm" ? "right-2" : "right-3",
        )}
      />
    </span>
  );
}

export { NativeSelect };

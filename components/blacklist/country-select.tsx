"use client";

import * as React from "react";

import { callingCodeOptions } from "@/lib/calling-codes";
import { cn } from "@/lib/utils";

/**
 * A native select (typeahead and the phone's own picker for free) of countries.
 * Memoised: its ~250 options are not rendered again at each change of the form.
 */
export const CountrySelect = React.memo(function CountrySelect({
  className,
  ...props
}: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30",
        className,
      )}
      {...props}
    >
      {callingCodeOptions().map((c) => (
        <option key={c.code} value={c.code}>
          {c.label}
        </option>
      ))}
    </select>
  );
});

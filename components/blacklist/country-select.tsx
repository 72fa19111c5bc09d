"use client";

import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";
import * as React from "react";

import { cn } from "@/lib/utils";

let options: { code: string; label: string }[] | null = null;

/** Every country libphonenumber knows, by English name, with its calling code. */
function countryOptions() {
  if (!options) {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    options = getCountries()
      .map((code) => ({
        code,
        label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  return options;
}

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
      {countryOptions().map((c) => (
        <option key={c.code} value={c.code}>
          {c.label}
        </option>
      ))}
    </select>
  );
});

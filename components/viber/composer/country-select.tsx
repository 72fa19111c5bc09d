"use client";

import { memo } from "react";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { callingCodeOptions } from "@/lib/calling-codes";

/**
 * The country numbers without a country code are read in. Memoised: its ~250
 * options are not rendered again each time the phone list around it changes.
 */
export const CountrySelect = memo(function CountrySelect({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  describedBy?: string;
}) {
  const countries = callingCodeOptions();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger
        id={id}
        className="w-full min-w-0 sm:w-72 [&>span]:min-w-0 [&>span]:truncate"
        aria-describedby={describedBy}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {countries.map((c) => (
          <SelectItem key={c.code} value={c.code}>
            {c.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
});

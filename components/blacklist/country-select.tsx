"use client";

import * as React from "react";

import { NativeSelect } from "@/components/ui/native-select";
import { callingCodeOptions } from "@/lib/calling-codes";

/**
 * The country local numbers are read as, for the blacklist's add dialog and the
 * composer: a native select of every country by name and calling code
 * (lib/calling-codes.ts, without libphonenumber's metadata). Memoised: its ~250
 * options are not rendered again at each change of the form around it.
 */
export const CountrySelect = React.memo(function CountrySelect(
  props: React.ComponentProps<typeof NativeSelect>,
) {
  return (
    <NativeSelect {...props}>
      {callingCodeOptions().map((c) => (
        <option key={c.code} value={c.code}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  );
});

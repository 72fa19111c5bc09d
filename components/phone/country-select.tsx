"use client";

import * as React from "react";

import { NativeSelect } from "@/components/ui/native-select";
import { CALLING_CODES, callingCodeOptions } from "@/lib/phone/calling-codes";

const noSubscribe = () => () => {};

let countryOptions: readonly { value: string; label: string }[] | undefined;
/** Every country as a select option, built once (in the browser: see below). */
function allCountries() {
  countryOptions ??= callingCodeOptions().map((c) => ({ value: c.code, label: c.label }));
  return countryOptions;
}

/**
 * The country local numbers are read as, for the blacklist's add dialog and the
 * composer: a native select of every country by name and calling code
 * (lib/phone/calling-codes.ts, without libphonenumber's metadata). Memoised: its ~250
 * options are not rendered again at each change of the form around it.
 *
 * The names come from the runtime's Intl data, and the server's differs from the
 * browser's (Node says "Hong Kong SAR China", Chromium "Hong Kong", and they
 * sort apart): a page rendered on the server holds only the chosen country, by
 * its code, and the list fills in once the page is hydrated.
 */
export const CountrySelect = React.memo(function CountrySelect(
  props: React.ComponentProps<typeof NativeSelect>,
) {
  const inBrowser = React.useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const chosen = typeof props.value === "string" ? props.value : null;
  const options = inBrowser
    ? allCountries()
    : chosen
      ? [{ value: chosen, label: `${chosen} (+${CALLING_CODES.get(chosen) ?? "?"})` }]
      : [];
  return <NativeSelect {...props} options={options} />;
});

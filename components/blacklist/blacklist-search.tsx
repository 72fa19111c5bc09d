"use client";

import { useEffect, useState } from "react";

import { SearchInput } from "@/components/data-table/search-input";
import { Field } from "@/components/ui/field";

const DEBOUNCE_MS = 300;
const ALLOWED = /^[\d\s()+.-]*$/;

/**
 * Search by phone: typed however the user likes (+380 50…, 050-…), sent as the
 * digits the number contains. Letters get a message instead of a search.
 */
export function BlacklistSearch({
  value,
  onSearch,
}: {
  /** the digits searched for now (from the URL) */
  value: string | undefined;
  onSearch: (digits: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  // The URL changed by itself (back button, a link): show its search.
  if (shown !== value) {
    setShown(value);
    if (digitsOf(text) !== (value ?? "")) setText(value ?? "");
  }
  const invalid = !ALLOWED.test(text);

  useEffect(() => {
    if (invalid) return;
    const digits = digitsOf(text);
    if (digits === (value ?? "")) return;
    const t = setTimeout(() => onSearch(digits || undefined), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, invalid, value, onSearch]);

  return (
    <Field
      id="bl-search"
      label="Search by phone"
      className="w-full sm:max-w-xs"
      error={invalid ? "Search by digits, e.g. 38050123 or +380 50 123." : undefined}
    >
      {(control) => (
        <SearchInput
          {...control}
          inputMode="tel"
          autoComplete="off"
          maxLength={24}
          placeholder="Digits of a number"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      )}
    </Field>
  );
}

const digitsOf = (s: string) => s.replace(/\D/g, "").slice(0, 15);

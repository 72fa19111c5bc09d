"use client";

import { useEffect, useState } from "react";

import { SearchInput } from "@/components/data-table/search-input";
import { Field } from "@/components/ui/field";
import { readSearchQuery } from "@/lib/suppressions/search";

const DEBOUNCE_MS = 400;

/** One box for a phone (digits, + and spaces) or an address (any part of it); the URL keeps it. */
export function SuppressionSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // the URL changed by itself (back button, a link): show its search
    setShown(value);
    setText(value ?? "");
  }
  const trimmed = text.trim();
  const tooShort = trimmed !== "" && !readSearchQuery(trimmed);

  useEffect(() => {
    if (trimmed === (value ?? "") || tooShort) return;
    const t = setTimeout(() => onSearch(trimmed || undefined), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [trimmed, tooShort, value, onSearch]);

  return (
    <Field
      id="sup-search"
      label="Phone or email address"
      className="w-full sm:max-w-md"
      hint={tooShort ? undefined : "Any part of it: 380961, anna@, @example.com"}
      error={
        tooShort ? "Type at least 3 digits of a number or 2 characters of an address." : undefined
      }
    >
      {(control) => (
        <SearchInput
          {...control}
          autoComplete="off"
          maxLength={254}
          placeholder="+380 96 123 4567 or name@example.com"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !tooShort) onSearch(trimmed || undefined);
          }}
        />
      )}
    </Field>
  );
}

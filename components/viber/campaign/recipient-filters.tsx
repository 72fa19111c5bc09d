"use client";

import { useId } from "react";

import { FilterSelect } from "@/components/data-table/filter-select";
import { useSearchText } from "@/components/data-table/use-search-text";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatNumber } from "@/lib/format";
import { RECIPIENT_ORDERS, type RecipientFilters } from "@/lib/viber/recipient-orders";
import { orderedStatuses, RECIPIENT_STATUSES, recipientStatusLook } from "@/lib/viber/statuses";

/** Typed digits (spaces, dashes and a leading + allowed) → the digits, or an error. */
export function readPhoneSearch(text: string): { digits: string } | { error: string } {
  const trimmed = text.trim();
  if (!/^\+?[\d\s-]*$/.test(trimmed)) return { error: "Use digits only, e.g. 38050 or 123 45." };
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length > 20) return { error: "A phone number has at most 20 digits." };
  return { digits };
}

/** The digits searched for, or undefined while the text is not a phone search. */
const searchedDigits = (text: string) => {
  const search = readPhoneSearch(text);
  return "digits" in search ? search.digits : undefined;
};

/** Status, phone search and order of the recipient table; each change goes to the URL. */
export function RecipientFiltersBar({
  filters,
  byStatus,
  onChange,
}: {
  filters: RecipientFilters;
  /** recipients per status, null until the summary is in */
  byStatus: Record<string, number> | null;
  onChange: (change: Partial<Record<"status" | "q" | "sort", string | undefined>>) => void;
}) {
  const id = useId();
  const search = useSearchText(filters.q, searchedDigits, onChange);
  const read = readPhoneSearch(search.text);
  const error = "error" in read ? read.error : undefined;

  // Counts come with the summary; until then (or without one) the known statuses are offered.
  const statuses: [string, number | null][] = byStatus
    ? orderedStatuses(byStatus)
    : RECIPIENT_STATUSES.map((s) => [s, null]);
  if (filters.status && !statuses.some(([s]) => s === filters.status))
    statuses.push([filters.status, byStatus ? 0 : null]);

  return (
    <form
      role="search"
      aria-label="Filter recipients"
      // top-aligned: a field showing its error grows, the others keep their height
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        search.submit();
      }}
    >
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        all="All statuses"
        options={statuses.map(([status, count]) => ({
          value: status,
          label: `${recipientStatusLook(status).label}${count === null ? "" : ` (${formatNumber(count)})`}`,
        }))}
        value={filters.status ?? ""}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <Field id={`${id}-q`} label="Phone contains" className="gap-1.5" error={error}>
        {(control) => (
          <Input
            type="search"
            inputMode="tel"
            autoComplete="off"
            placeholder="e.g. 38050"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            {...control}
          />
        )}
      </Field>
      <FilterSelect
        id={`${id}-sort`}
        label="Order"
        options={RECIPIENT_ORDERS}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
      />
    </form>
  );
}

"use client";

import type { CampaignSort } from "@messaging-console/contract/limits";
import { XIcon } from "lucide-react";
import { useId } from "react";

import { FilterSelect } from "@/components/data-table/filter-select";
import { SearchInput } from "@/components/data-table/search-input";
import { useSearchText } from "@/components/data-table/use-search-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatNumber } from "@/lib/format";
import { WAITING } from "@/lib/viber/campaign-list-view";
import { campaignStatusLook } from "@/lib/viber/statuses";

/** The statuses always offered, in the order a campaign moves through them. */
const STATUSES = ["moderation", WAITING, "send", "sent"];

export const CAMPAIGN_ORDERS: { value: CampaignSort; label: string }[] = [
  { value: "-created", label: "Newest created first" },
  { value: "created", label: "Oldest created first" },
  { value: "-send_date", label: "Latest send date first" },
  { value: "send_date", label: "Earliest send date first" },
];

export interface CampaignFilterValues {
  q?: string;
  status?: string;
  sort: CampaignSort;
  /** send date range, YYYY-MM-DD */
  from?: string;
  to?: string;
}
type FilterKey = "q" | "status" | "sort" | "from" | "to";

const statusLabel = (s: string) => campaignStatusLook(s === WAITING ? null : s).label;
const trimmed = (text: string) => text.trim();

/** Search by name or id, status and order of the campaign list; each change goes to the URL. */
export function CampaignFilters({
  filters,
  statusCounts,
  onChange,
  onClear,
}: {
  filters: CampaignFilterValues;
  /** campaigns per status among the search's matches, once the list is in */
  statusCounts: Record<string, number> | undefined;
  onChange: (change: Partial<Record<FilterKey, string | undefined>>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const search = useSearchText(filters.q, trimmed, onChange);

  const statuses = [
    ...STATUSES,
    ...Object.keys(statusCounts ?? {}).filter((s) => !STATUSES.includes(s)),
  ];
  if (filters.status && !statuses.includes(filters.status)) statuses.push(filters.status);
  const filtered = !!(
    filters.q ||
    filters.status ||
    filters.from ||
    filters.to ||
    filters.sort !== "-created"
  );

  return (
    <form
      role="search"
      aria-label="Filter campaigns"
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        search.submit();
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <SearchInput
          id={`${id}-q`}
          autoComplete="off"
          maxLength={100}
          placeholder="Campaign name or #id"
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
      </div>
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        all="All statuses"
        options={statuses.map((s) => ({
          value: s,
          label: `${statusLabel(s)}${statusCounts ? ` (${formatNumber(statusCounts[s] ?? 0)})` : ""}`,
        }))}
        value={filters.status ?? ""}
        onChange={(status) => onChange({ status: status || undefined })}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Order"
        options={CAMPAIGN_ORDERS}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort === "-created" ? undefined : sort })}
      />
      {(["from", "to"] as const).map((key) => (
        <div key={key} className="grid gap-1.5">
          <Label htmlFor={`${id}-${key}`}>
            {key === "from" ? "Send date from" : "Send date to"}
          </Label>
          <Input
            id={`${id}-${key}`}
            type="date"
            value={filters[key] ?? ""}
            min={key === "to" ? filters.from : undefined}
            max={key === "from" ? filters.to : undefined}
            onChange={(e) => onChange({ [key]: e.target.value || undefined })}
          />
        </div>
      ))}
      {filtered && (
        <Button type="button" variant="ghost" onClick={onClear} className="justify-self-start">
          <XIcon aria-hidden="true" /> Clear filters
        </Button>
      )}
    </form>
  );
}

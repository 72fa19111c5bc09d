"use client";

import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatNumber } from "@/lib/format";
import type { CampaignSort } from "@/lib/schemas/limits";
import { WAITING } from "@/lib/viber/campaign-list-view";
import { campaignStatusLook } from "@/lib/viber/statuses";

const selectClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs dark:bg-input/30";

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
}

const statusLabel = (s: string) => campaignStatusLook(s === WAITING ? null : s).label;

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
  onChange: (change: Partial<Record<"q" | "status" | "sort", string | undefined>>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(filters.q ?? "");
  // The URL changed from elsewhere (back button, a link, Clear filters): show its search.
  const [seen, setSeen] = useState(filters.q);
  if (seen !== filters.q) {
    setSeen(filters.q);
    if (text.trim() !== (filters.q ?? "")) setText(filters.q ?? "");
  }
  // The URL follows what is typed after a short pause.
  useEffect(() => {
    const q = text.trim();
    if (q === (filters.q ?? "")) return;
    const timer = setTimeout(() => onChange({ q: q || undefined }), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const statuses = [
    ...STATUSES,
    ...Object.keys(statusCounts ?? {}).filter((s) => !STATUSES.includes(s)),
  ];
  if (filters.status && !statuses.includes(filters.status)) statuses.push(filters.status);
  const filtered = !!(filters.q || filters.status || filters.sort !== "-created");

  return (
    <form
      role="search"
      aria-label="Filter campaigns"
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text.trim() || undefined });
      }}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder="Campaign name or #id"
            className="pl-8"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={filters.status ?? ""}
          onChange={(e) => onChange({ status: e.target.value || undefined })}
        >
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
              {statusCounts ? ` (${formatNumber(statusCounts[s] ?? 0)})` : ""}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Order</Label>
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={filters.sort}
          onChange={(e) =>
            onChange({ sort: e.target.value === "-created" ? undefined : e.target.value })
          }
        >
          {CAMPAIGN_ORDERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <Button type="button" variant="ghost" onClick={onClear} className="justify-self-start">
          <XIcon aria-hidden="true" /> Clear filters
        </Button>
      )}
    </form>
  );
}

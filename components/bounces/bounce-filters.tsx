"use client";

import { FilterSelect } from "@/components/data-table/filter-select";
import { SearchInput } from "@/components/data-table/search-input";
import { Label } from "@/components/ui/label";
import type { CodeOption } from "@/lib/email/bounce-stats";
import { cn } from "@/lib/utils";

const KINDS = [
  { value: undefined, label: "All" },
  { value: "hard", label: "Hard" },
  { value: "soft", label: "Soft" },
] as const;

/** Hard/soft, code and recipient filters; their values live in the URL. */
export function BounceFilters({
  kind,
  code,
  q,
  codes,
  onChange,
}: {
  kind: string | undefined;
  code: string | undefined;
  q: string | undefined;
  codes: CodeOption[];
  onChange: (change: { kind?: string | null; code?: string | null; q?: string | null }) => void;
}) {
  return (
    <form
      aria-label="Filter bounces"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-1.5">
        <span className="text-sm leading-none font-medium" id="bounce-kind-label">
          Type
        </span>
        <div
          role="group"
          aria-labelledby="bounce-kind-label"
          className="inline-flex h-9 rounded-md border bg-background p-0.5 dark:bg-input/30"
        >
          {KINDS.map((k) => {
            const active = kind === k.value;
            return (
              <button
                key={k.label}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ kind: k.value ?? null })}
                className={cn(
                  "rounded px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  active && "bg-primary text-primary-foreground hover:text-primary-foreground",
                )}
              >
                {k.label}
              </button>
            );
          })}
        </div>
      </div>
      <FilterSelect
        id="bounce-code"
        label="Code"
        all="All codes"
        options={[
          // a code from the URL that no bounce here has
          ...(code && !codes.some((c) => c.code === code) ? [{ value: code, label: code }] : []),
          ...codes.map((c) => ({ value: c.code, label: `${c.code} · ${c.summary} (${c.count})` })),
        ]}
        value={code ?? ""}
        onChange={(picked) => onChange({ code: picked || null })}
      />
      <div className="grid w-full gap-1.5 sm:w-64">
        <Label htmlFor="bounce-q">Recipient</Label>
        <SearchInput
          id="bounce-q"
          placeholder="Part of an address"
          defaultValue={q ?? ""}
          onChange={(e) => onChange({ q: e.target.value.trim() || null })}
        />
      </div>
    </form>
  );
}

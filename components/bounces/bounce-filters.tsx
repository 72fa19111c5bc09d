"use client";

import { SearchInput } from "@/components/data-table/search-input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { CodeOption } from "@/lib/bounce-stats";
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
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="bounce-code">Code</Label>
        <NativeSelect
          id="bounce-code"
          className="w-auto max-w-full"
          value={code ?? ""}
          onChange={(e) => onChange({ code: e.target.value || null })}
        >
          <option value="">All codes</option>
          {code && !codes.some((c) => c.code === code) && <option value={code}>{code}</option>}
          {codes.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.summary} ({c.count})
            </option>
          ))}
        </NativeSelect>
      </div>
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

"use client";

import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

import { Button } from "./button";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

export interface ComboboxOption {
  value: string;
  label: string;
}

/**
 * A select with a search box (the ARIA combobox pattern on a Radix popover): the
 * button opens a list filtered as one types; arrows, Home/End and Enter pick,
 * Escape closes and gives focus back to the button. `clearLabel` adds a first
 * option that clears the value ("All countries").
 */
function Combobox({
  id,
  value,
  onChange,
  options,
  placeholder = "Choose…",
  searchLabel,
  clearLabel,
  emptyText = "Nothing matches",
  describedBy,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  placeholder?: string;
  /** the search box's accessible name, e.g. "Search countries" */
  searchLabel: string;
  clearLabel?: string;
  emptyText?: string;
  describedBy?: string;
  className?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const listId = React.useId();
  const listRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const items = React.useMemo(() => {
    const q = query.trim().toLowerCase();
    const found = q
      ? [
          ...options.filter(
            (o) => o.label.toLowerCase().startsWith(q) || o.value.toLowerCase() === q,
          ),
          ...options.filter(
            (o) =>
              !o.label.toLowerCase().startsWith(q) &&
              o.value.toLowerCase() !== q &&
              o.label.toLowerCase().includes(q),
          ),
        ]
      : options;
    return clearLabel && !q ? [{ value: "", label: clearLabel }, ...found] : found;
  }, [options, query, clearLabel]);

  const selected = options.find((o) => o.value === value);
  const label = selected?.label ?? (value || clearLabel || placeholder);

  const optionId = (i: number) => `${listId}-o${i}`;
  React.useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector(`[id="${CSS.escape(optionId(active))}"]`)
      ?.scrollIntoView({ block: "nearest" });
    // optionId depends only on listId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setQuery("");
          const at = (clearLabel ? [{ value: "" }, ...options] : options).findIndex(
            (o) => o.value === value,
          );
          setActive(Math.max(0, at));
        }
      }}
    >
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-describedby={describedBy}
          className={cn(
            "w-full min-w-0 justify-between px-3 font-normal dark:bg-input/30",
            !selected && !value && "text-muted-foreground",
            className,
          )}
        >
          <span className="min-w-0 truncate">{label}</span>
          <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={searchLabel}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items[active] ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={`${searchLabel}…`}
          className="h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            const last = items.length - 1;
            if (e.key === "ArrowDown") setActive((a) => Math.min(last, a + 1));
            else if (e.key === "ArrowUp") setActive((a) => Math.max(0, a - 1));
            else if (e.key === "Home") setActive(0);
            else if (e.key === "End") setActive(Math.max(0, last));
            else if (e.key === "Enter") choose(items[active]);
            else return;
            e.preventDefault();
          }}
        />
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={searchLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {items.length === 0 ? (
            <p className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            items.map((o, i) => (
              <div
                key={o.value || "\u0000clear"}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={cn(
                  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                  i === active && "bg-accent text-accent-foreground",
                )}
                // keep the focus in the search box
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(o)}
              >
                <CheckIcon
                  aria-hidden="true"
                  className={cn("size-4 shrink-0", o.value === value ? "opacity-100" : "opacity-0")}
                />
                <span className="min-w-0 truncate">{o.label}</span>
              </div>
            ))
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

export { Combobox };

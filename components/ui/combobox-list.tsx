"use client";

import { CheckIcon } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

import { ComboboxButton, type ComboboxOption, type ComboboxProps } from "./combobox-button";
import { useFocusTrigger, type OnIntentProps } from "./load-on-intent";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

/** The combobox once its code has loaded (see `Combobox`): the popover with the search box and the list. */
export function ComboboxList(props: ComboboxProps & OnIntentProps) {
  const {
    value,
    onChange,
    options,
    searchLabel,
    clearLabel,
    emptyText = "Nothing matches",
  } = props;
  const { open, onOpenChange, focusTrigger } = props;
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const startAt = () =>
    Math.max(
      0,
      (clearLabel ? [{ value: "" }, ...options] : options).findIndex((o) => o.value === value),
    );
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(startAt);
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
    onOpenChange(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setQuery("");
          setActive(startAt());
        }
        onOpenChange(next);
      }}
    >
      <PopoverTrigger asChild>
        <ComboboxButton
          ref={triggerRef}
          combobox={props}
          aria-controls={open ? listId : undefined}
        />
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

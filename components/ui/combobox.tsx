"use client";

import { ChevronsUpDownIcon } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

import { Button } from "./button";
import type { ComboboxListProps, ComboboxOption } from "./combobox-list";
import { useLoadOnce } from "./load-on-intent";

type List = React.ComponentType<ComboboxListProps>;
const loadList = () => import("./combobox-list").then((m) => m.ComboboxList as List);

/** The options that match what was typed: those that start with it first, then those that hold it. */
function matching(options: readonly ComboboxOption[], query: string, clearLabel?: string) {
  const q = query.trim().toLowerCase();
  if (!q) return clearLabel ? [{ value: "", label: clearLabel }, ...options] : options;
  const starts = (o: ComboboxOption) =>
    o.label.toLowerCase().startsWith(q) || o.value.toLowerCase() === q;
  return [
    ...options.filter(starts),
    ...options.filter((o) => !starts(o) && o.label.toLowerCase().includes(q)),
  ];
}

/**
 * A select with a search box (the ARIA combobox pattern on a Radix popover): the
 * button opens a list filtered as one types; arrows, Home/End and Enter pick,
 * Escape closes and gives focus back to the button. `clearLabel` adds a first
 * option that clears the value ("All countries").
 *
 * The state and the keyboard live here; the popover — Radix Popover, floating-ui,
 * its focus and dismiss layers, ~20 KB gzip on the email log — loads when
 * someone shows they may open it (the pointer over the button, a touch, the
 * focus, a press). What is typed while it loads is kept: the button takes the
 * keys until the search box has the focus, so "Enter, type, Enter" picks the
 * same option however slow the network.
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
  const [ListPopover, load] = useLoadOnce(loadList);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();

  const items = React.useMemo(
    () => matching(options, query, clearLabel),
    [options, query, clearLabel],
  );
  const selected = options.find((o) => o.value === value);
  const label = selected?.label ?? (value || clearLabel || placeholder);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setQuery("");
    const at = matching(options, "", clearLabel).findIndex((o) => o.value === value);
    setActive(Math.max(0, at));
    load();
  };

  const choose = (option: ComboboxOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const type = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  /** Arrows, Home/End, Enter and Escape: in the search box, and on the button while the box is not there yet. */
  const navigate = (e: React.KeyboardEvent) => {
    const last = items.length - 1;
    if (e.key === "ArrowDown") setActive((a) => Math.max(0, Math.min(last, a + 1)));
    else if (e.key === "ArrowUp") setActive((a) => Math.max(0, a - 1));
    else if (e.key === "Home") setActive(0);
    else if (e.key === "End") setActive(Math.max(0, last));
    else if (e.key === "Enter") choose(items[active]);
    else if (e.key === "Escape") setOpen(false);
    else return false;
    e.preventDefault();
    return true;
  };

  return (
    <>
      <Button
        ref={buttonRef}
        id={id}
        type="button"
        variant="outline"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open && ListPopover ? listId : undefined}
        aria-describedby={describedBy}
        aria-busy={(open && !ListPopover) || undefined}
        className={cn(
          "w-full min-w-0 justify-between px-3 font-normal dark:bg-input/30",
          !selected && !value && "text-muted-foreground",
          className,
        )}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        // left (Tab, a click elsewhere) before the list arrived: it does not open later
        onBlur={() => {
          if (open && !ListPopover) setOpen(false);
        }}
        onClick={() => openChange(!open)}
        // a space typed while open is the query's (some browsers click on its keyup)
        onKeyUp={(e) => {
          if (open && e.key === " ") e.preventDefault();
        }}
        onKeyDown={(e) => {
          if (!open) {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              openChange(true);
            }
            return;
          }
          // open, and the search box not there (yet): the keys are its keys
          if (navigate(e)) return;
          if (e.key === "Backspace") type(query.slice(0, -1));
          else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) type(query + e.key);
          else return;
          e.preventDefault();
        }}
      >
        <span className="min-w-0 truncate">{label}</span>
        <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
      </Button>
      {ListPopover && (
        <ListPopover
          open={open}
          onOpenChange={setOpen}
          anchorRef={buttonRef}
          listId={listId}
          searchLabel={searchLabel}
          emptyText={emptyText}
          items={items}
          value={value}
          query={query}
          onQueryChange={type}
          active={active}
          onActiveChange={setActive}
          onKeyDown={navigate}
          onChoose={choose}
        />
      )}
    </>
  );
}

export { Combobox };

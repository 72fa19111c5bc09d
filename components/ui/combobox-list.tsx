"use client";

import { CheckIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import * as React from "react";

import { cn } from "@/lib/utils";

import { PopoverContent } from "./popover";

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the combobox's button: the popover sits under it, and a press on it is not a press outside */
  anchorRef: React.RefObject<HTMLButtonElement | null>;
  listId: string;
  searchLabel: string;
  emptyText: string;
  items: readonly ComboboxOption[];
  value: string;
  query: string;
  onQueryChange: (query: string) => void;
  active: number;
  onActiveChange: (active: number) => void;
  /** arrows, Home/End, Enter, Escape: true when the key was one of them */
  onKeyDown: (e: React.KeyboardEvent) => boolean;
  onChoose: (option: ComboboxOption) => void;
}

/**
 * The combobox's popover: its search box and list, loaded when the combobox may
 * be used (components/ui/combobox.tsx holds the state and the keyboard).
 */
export function ComboboxList({
  open,
  onOpenChange,
  anchorRef,
  listId,
  searchLabel,
  emptyText,
  items,
  value,
  query,
  onQueryChange,
  active,
  onActiveChange,
  onKeyDown,
  onChoose,
}: ComboboxListProps) {
  const listRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const pressedOutside = React.useRef(false);
  const optionId = (i: number) => `${listId}-o${i}`;

  React.useEffect(() => {
    if (!open) return;
    listRef.current
      ?.querySelector(`[id="${CSS.escape(optionId(active))}"]`)
      ?.scrollIntoView({ block: "nearest" });
    // optionId depends only on listId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={anchorRef} />
      <PopoverContent
        align="start"
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          // the focus went elsewhere while this loaded: not taken back, and the list stays shut
          const focused = document.activeElement;
          if (focused && focused !== document.body && focused !== anchorRef.current) {
            pressedOutside.current = true;
            onOpenChange(false);
            return;
          }
          const input = inputRef.current;
          if (!input) return;
          input.focus();
          // after what was typed on the button while this loaded
          input.setSelectionRange(input.value.length, input.value.length);
        }}
        onInteractOutside={(e) => {
          // the button toggles the list itself
          if (anchorRef.current?.contains(e.target as Node)) e.preventDefault();
          else pressedOutside.current = true;
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          // back to the button, unless someone pressed elsewhere
          if (!pressedOutside.current) anchorRef.current?.focus();
          pressedOutside.current = false;
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
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            // the list sits at the end of the page: Tab closes it and goes back to the button,
            // so the next Tab moves on from there
            if (e.key === "Tab") {
              e.preventDefault();
              onOpenChange(false);
            }
            // Escape is Radix's: it closes, and the focus goes back to the button
            else if (e.key !== "Escape") onKeyDown(e);
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
                onMouseMove={() => onActiveChange(i)}
                onClick={() => onChoose(o)}
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
    </PopoverPrimitive.Root>
  );
}

"use client";

import { ChevronsUpDownIcon } from "lucide-react";
import * as React from "react";

import { cn } from "@/lib/utils";

import { Button } from "./button";

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
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
}

/** The button that shows the value and opens the list: the same before and after the list's code loads. */
export function ComboboxButton({
  combobox: c,
  ...button
}: { combobox: ComboboxProps } & Omit<React.ComponentProps<"button">, "value" | "onChange">) {
  const selected = c.options.find((o) => o.value === c.value);
  const label = selected?.label ?? (c.value || c.clearLabel || c.placeholder || "Choose…");
  return (
    <Button
      id={c.id}
      type="button"
      variant="outline"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-describedby={c.describedBy}
      className={cn(
        "w-full min-w-0 justify-between px-3 font-normal dark:bg-input/30",
        !selected && !c.value && "text-muted-foreground",
        c.className,
      )}
      {...button}
    >
      <span className="min-w-0 truncate">{label}</span>
      <ChevronsUpDownIcon aria-hidden="true" className="opacity-50" />
    </Button>
  );
}

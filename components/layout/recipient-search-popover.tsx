"use client";

import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

import { AddressLookupButton } from "./header-buttons";
import { SearchForm } from "./recipient-search-form";

/** The narrow-screen address lookup, loaded when someone reaches for it (./recipient-search.tsx). */
export function RecipientSearchPopover({ open, onOpenChange, focusTrigger }: OnIntentProps) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <AddressLookupButton ref={triggerRef} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-3">
        <SearchForm id="recipient-search-mobile" onDone={() => onOpenChange(false)} showLabel />
      </PopoverContent>
    </Popover>
  );
}

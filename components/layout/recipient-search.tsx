"use client";

import { LoadOnIntent } from "@/components/ui/load-on-intent";

import { AddressLookupButton } from "./header-buttons";
import { SearchForm } from "./recipient-search-form";

const loadPopover = () =>
  import("./recipient-search-popover").then((m) => m.RecipientSearchPopover);

/**
 * The header's "look up an address" box: an address and Enter open its page. Below
 * `md` it is a button whose popover (Radix) loads when someone reaches for it
 * (components/ui/load-on-intent.tsx), so no page's first load carries it.
 */
export function RecipientSearch() {
  return (
    <>
      <SearchForm id="recipient-search" className="hidden w-56 md:block lg:w-72" />
      <LoadOnIntent load={loadPopover} props={{}} trigger={<AddressLookupButton />} />
    </>
  );
}

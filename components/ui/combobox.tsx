"use client";

import { ComboboxButton, type ComboboxProps } from "./combobox-button";
import { LoadOnIntent } from "./load-on-intent";

export type { ComboboxOption, ComboboxProps } from "./combobox-button";

const loadList = () => import("./combobox-list").then((m) => m.ComboboxList);

/**
 * A select with a search box (the ARIA combobox pattern on a Radix popover): the
 * button opens a list filtered as one types; arrows, Home/End and Enter pick,
 * Escape closes and gives focus back to the button. `clearLabel` adds a first
 * option that clears the value ("All countries"). The popover and its
 * positioning library (~20 KB gzip on the email log) load when someone shows they may open it
 * (`LoadOnIntent`); until then the button stands alone, looking the same.
 */
function Combobox(props: ComboboxProps) {
  return (
    <LoadOnIntent load={loadList} trigger={<ComboboxButton combobox={props} />} props={props} />
  );
}

export { Combobox };

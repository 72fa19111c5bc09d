"use client";

import { CheckIcon, CircleIcon } from "lucide-react";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import * as React from "react";

import { cn } from "@/lib/utils";

import { slotted } from "./slot";

const DropdownMenu = DropdownMenuPrimitive.Root;
const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
const DropdownMenuGroup = DropdownMenuPrimitive.Group;
const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

const itemClass =
  "relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const DropdownMenuPanel = slotted(
  DropdownMenuPrimitive.Content,
  "dropdown-menu-content",
  "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
);

function DropdownMenuContent({
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPanel sideOffset={sideOffset} {...props} />
    </DropdownMenuPrimitive.Portal>
  );
}

function DropdownMenuItem({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  variant?: "default" | "destructive";
}) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        itemClass,
        "data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10",
        className,
      )}
      {...props}
    />
  );
}

/** The check or dot a checkbox or radio item shows while it is on. */
function ItemMark({ children }: { children: React.ReactNode }) {
  return (
    <span className="pointer-events-none absolute left-2 flex size-3.5 items-center justify-center">
      <DropdownMenuPrimitive.ItemIndicator>{children}</DropdownMenuPrimitive.ItemIndicator>
    </span>
  );
}

const CheckboxItemRoot = slotted(
  DropdownMenuPrimitive.CheckboxItem,
  "dropdown-menu-checkbox-item",
  [itemClass, "pl-8"],
);

function DropdownMenuCheckboxItem({
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <CheckboxItemRoot {...props}>
      <ItemMark>
        <CheckIcon className="size-4" />
      </ItemMark>
      {children}
    </CheckboxItemRoot>
  );
}

const RadioItemRoot = slotted(DropdownMenuPrimitive.RadioItem, "dropdown-menu-radio-item", [
  itemClass,
  "pl-8",
]);

function DropdownMenuRadioItem({
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <RadioItemRoot {...props}>
      <ItemMark>
        <CircleIcon className="size-2 fill-current" />
      </ItemMark>
      {children}
    </RadioItemRoot>
  );
}

const DropdownMenuLabel = slotted(
  DropdownMenuPrimitive.Label,
  "dropdown-menu-label",
  "px-2 py-1.5 text-sm font-medium",
);
const DropdownMenuSeparator = slotted(
  DropdownMenuPrimitive.Separator,
  "dropdown-menu-separator",
  "-mx-1 my-1 h-px bg-border",
);

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
};

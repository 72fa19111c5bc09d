"use client";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";

import { ViewActionsButton } from "./saved-view-menu-trigger";

export interface SavedViewMenuProps {
  name: string;
  onRename: () => void;
  onDelete: () => void;
}

/** One saved view's menu, loaded when someone reaches for it (./saved-views.tsx). */
export function SavedViewMenu({
  name,
  onRename,
  onDelete,
  open,
  onOpenChange,
  focusTrigger,
}: SavedViewMenuProps & OnIntentProps) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ViewActionsButton ref={triggerRef} name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onRename}>Rename…</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          Delete…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

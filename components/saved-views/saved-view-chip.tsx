"use client";

import { CheckIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import type { SavedView } from "@/lib/saved-views/keys";
import { cn } from "@/lib/utils";

import type { SavedViewMenuProps } from "./saved-view-menu";
import { ViewActionsButton } from "./saved-view-menu-trigger";

// The menu (Radix) stays out of the log's first load: it loads when reached for.
const loadMenu = () => import("./saved-view-menu").then((m) => m.SavedViewMenu);

/** One saved view: a button that applies it (marked when it is the view in use) and its menu. */
export function ViewChip({
  view,
  active,
  onApply,
  onRename,
  onDelete,
}: {
  view: SavedView;
  active: boolean;
  onApply: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      className={cn(
        "flex max-w-full min-w-0 items-center rounded-md border",
        active ? "border-primary bg-primary/10" : "bg-background dark:bg-input/30",
      )}
    >
      <Button
        variant="ghost"
        size="sm"
        className="min-w-0 rounded-r-none"
        aria-current={active ? "true" : undefined}
        title={[...new URLSearchParams(view.query)].map(([k, v]) => `${k}: ${v}`).join(", ")}
        onClick={onApply}
      >
        {active && <CheckIcon aria-hidden="true" />}
        <span className="truncate">{view.name}</span>
      </Button>
      <LoadOnIntent<SavedViewMenuProps>
        load={loadMenu}
        props={{ name: view.name, onRename, onDelete }}
        trigger={<ViewActionsButton name={view.name} />}
      />
    </li>
  );
}

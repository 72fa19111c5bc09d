import type * as React from "react";

import { ActionsButton } from "@/components/ui/actions-button";

/**
 * A view's "⋯" button, joined to its chip: the look-alike (./saved-view-chip.tsx)
 * and the loaded menu's trigger (./saved-view-menu.tsx). Kept apart from the menu
 * so that the chip does not bring Radix's menu into the log's first load.
 */
export function ViewActionsButton({
  name,
  ...props
}: Omit<React.ComponentProps<typeof ActionsButton>, "label"> & { name: string }) {
  return (
    <ActionsButton
      size="icon-sm"
      className="rounded-l-none border-l"
      label={`Actions for the view ${name}`}
      {...props}
    />
  );
}

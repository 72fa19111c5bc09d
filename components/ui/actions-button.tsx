import { MoreHorizontalIcon } from "lucide-react";
import type * as React from "react";

import { Button } from "./button";

/**
 * A "⋯" button that opens a row's or an item's menu, named by `label`: the same
 * markup for the look-alike before the menu loads (LoadOnIntent) and for the real
 * trigger after, so nothing moves when one takes the other's place.
 */
export function ActionsButton({
  label,
  ...props
}: React.ComponentProps<typeof Button> & { label: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} aria-haspopup="menu" {...props}>
      <MoreHorizontalIcon aria-hidden="true" />
    </Button>
  );
}

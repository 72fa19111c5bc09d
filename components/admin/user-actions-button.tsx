import { MoreHorizontalIcon } from "lucide-react";
import type * as React from "react";

import { Button } from "@/components/ui/button";

/** A row's actions button: the look-alike before the menu loads, and the real trigger after. */
export function UserActionsButton({
  email,
  ...props
}: React.ComponentProps<typeof Button> & { email: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Actions for ${email}`}
      aria-haspopup="menu"
      {...props}
    >
      <MoreHorizontalIcon aria-hidden="true" />
    </Button>
  );
}

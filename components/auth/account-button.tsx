import { UserIcon } from "lucide-react";
import type * as React from "react";

import { Button } from "@/components/ui/button";
import { ROLE_LABELS, type Role } from "@/lib/permissions";

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
}

/**
 * The account button: one markup for the look-alike (./user-menu.tsx) and for the
 * real menu's trigger that takes its place (./user-menu-dropdown.tsx).
 */
export function AccountButton({
  user,
  ...props
}: { user: SessionUser } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      className="gap-2 px-2"
      aria-label={`Account: ${user.name}, ${ROLE_LABELS[user.role]}`}
      aria-haspopup="menu"
      {...props}
    >
      <span className="flex size-7 items-center justify-center rounded-full bg-muted">
        <UserIcon className="size-4" aria-hidden="true" />
      </span>
      <span className="hidden text-sm font-medium md:inline">{user.name}</span>
    </Button>
  );
}

"use client";

import { UserIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { ROLE_LABELS, type Role } from "@/lib/permissions";

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
}

const loadMenu = () => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown);

/** The account button; its menu (Radix) loads when someone reaches for it (components/ui/load-on-intent.tsx). */
export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <LoadOnIntent
      load={loadMenu}
      props={{ user }}
      trigger={
        <Button
          variant="ghost"
          className="gap-2 px-2"
          aria-label={`Account: ${user.name}, ${ROLE_LABELS[user.role]}`}
          aria-haspopup="menu"
        >
          <span className="flex size-7 items-center justify-center rounded-full bg-muted">
            <UserIcon className="size-4" aria-hidden="true" />
          </span>
          <span className="hidden text-sm font-medium md:inline">{user.name}</span>
        </Button>
      }
    />
  );
}

"use client";

import { BellIcon, KeyRoundIcon, LogOutIcon, ShieldCheckIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import { ROLE_LABELS } from "@/lib/permissions";

import { AccountButton, type SessionUser } from "./account-button";
import { signOutEverywhereHere } from "./sign-out-button";

/** The account menu itself, loaded when someone reaches for it (./user-menu.tsx). */
export function UserMenuDropdown({
  user,
  open,
  onOpenChange,
  focusTrigger,
}: { user: SessionUser } & OnIntentProps) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <AccountButton ref={triggerRef} user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1 font-normal">
          <span className="text-sm font-medium">{user.name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          <Badge variant="secondary" className="mt-1 w-fit">
            {ROLE_LABELS[user.role]}
          </Badge>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/account/password">
            <KeyRoundIcon aria-hidden="true" />
            Change password
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account/two-factor">
            <ShieldCheckIcon aria-hidden="true" />
            Two-factor sign-in
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/notifications/settings">
            <BellIcon aria-hidden="true" />
            Notification settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOutEverywhereHere}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

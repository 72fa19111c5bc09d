"use client";

import { ActionsButton } from "@/components/ui/actions-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/permissions";
import type { PublicUser, UserUpdate } from "@/lib/users/schema";

/** A change to a user: the user record's, or resetting their second factor (its own route). */
export type UserChange = UserUpdate | { resetSecondFactor: true };
type Ask = (user: PublicUser, change: UserChange) => void;

/** What a row's menu is given: the user, whether it is the person signed in, and where to ask. */
export interface UserRowActions {
  user: PublicUser;
  self: boolean;
  /** the user has a second factor on */
  twoFactor: boolean;
  onAsk: Ask;
}

/** A user's row menu (change role, reset password or second factor, disable or enable), loaded on intent. */
export function UserRowMenu({
  user,
  self,
  twoFactor,
  onAsk,
  open,
  onOpenChange,
  focusTrigger,
}: UserRowActions & OnIntentProps) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ActionsButton ref={triggerRef} label={`Actions for ${user.email}`} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Change role</DropdownMenuLabel>
        {ROLES.filter((r: Role) => r !== user.role).map((r) => (
          <DropdownMenuItem key={r} onSelect={() => onAsk(user, { role: r })}>
            Make {ROLE_LABELS[r]}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {user.role !== "admin" && (
          <DropdownMenuItem
            onSelect={() => onAsk(user, { canApprove: !user.grants.includes("campaigns:approve") })}
          >
            {user.grants.includes("campaigns:approve")
              ? "Take back approving campaigns"
              : "Let approve campaigns"}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onAsk(user, { resetPassword: true })}>
          Reset password
        </DropdownMenuItem>
        {twoFactor && (
          <DropdownMenuItem onSelect={() => onAsk(user, { resetSecondFactor: true })}>
            Reset two-factor sign-in
          </DropdownMenuItem>
        )}
        {user.active ? (
          <DropdownMenuItem
            disabled={self}
            variant="destructive"
            onSelect={() => onAsk(user, { active: false })}
          >
            {self ? "Disable (not your own account)" : "Disable"}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onAsk(user, { active: true })}>Enable</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

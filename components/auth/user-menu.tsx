"use client";

import { LoadOnIntent } from "@/components/ui/load-on-intent";

import { AccountButton, type SessionUser } from "./account-button";

const loadMenu = () => import("./user-menu-dropdown").then((m) => m.UserMenuDropdown);

/** The account button; its menu (Radix) loads when someone reaches for it (components/ui/load-on-intent.tsx). */
export function UserMenu({ user }: { user: SessionUser }) {
  return <LoadOnIntent load={loadMenu} props={{ user }} trigger={<AccountButton user={user} />} />;
}

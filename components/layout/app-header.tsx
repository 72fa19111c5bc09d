import type { SessionUser } from "@/components/auth/account-button";
import { UserMenu } from "@/components/auth/user-menu";

import { MobileNav } from "./mobile-nav";
import { NotificationBell } from "./notification-bell";
import { PageTitle } from "./page-title";
import { RecipientSearch } from "./recipient-search";
import { ThemeToggle } from "./theme-toggle";

export function AppHeader({
  user,
  permissions,
}: {
  user: SessionUser;
  permissions: readonly string[];
}) {
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-6">
      <MobileNav permissions={permissions} />
      <div className="min-w-0 flex-1">
        <PageTitle />
      </div>
      <div className="flex items-center gap-1">
        {permissions.includes("email:read") && <RecipientSearch />}
        {permissions.includes("account:notifications") && <NotificationBell />}
        <ThemeToggle />
        <UserMenu user={user} />
      </div>
    </header>
  );
}

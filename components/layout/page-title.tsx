"use client";

import { usePathname } from "next/navigation";

import { activeNavItem } from "./nav-items";

/** Where am I: the section and item of the current path, shown in the header. */
export function PageTitle() {
  const path = usePathname();
  // a recipient's page has no sidebar item of its own: it is reached from an address
  // nor do the notifications pages: the header's bell and the account menu lead there
  const item = path.startsWith("/email/recipients/")
    ? { section: "Email", label: "Recipient" }
    : /^\/notifications(\/|$)/.test(path)
      ? {
          section: "Account",
          label: path.startsWith("/notifications/settings")
            ? "Notification settings"
            : "Notifications",
        }
      : activeNavItem(path);
  if (!item) return null;
  // a "new" page under an item (the composer) says so: Viber / Campaigns / New
  const leaf = "href" in item && path === `${item.href}/new` ? "New" : null;
  return (
    <p className="flex min-w-0 items-center gap-1.5 truncate text-sm">
      {item.section !== "Overview" && (
        <>
          <span className="hidden text-muted-foreground sm:inline">{item.section}</span>
          <span className="hidden text-muted-foreground sm:inline" aria-hidden="true">
            /
          </span>
        </>
      )}
      {leaf ? (
        <>
          <span className="text-muted-foreground">{item.label}</span>
          <span className="text-muted-foreground" aria-hidden="true">
            /
          </span>
          <span className="truncate font-medium">{leaf}</span>
        </>
      ) : (
        <span className="truncate font-medium">{item.label}</span>
      )}
    </p>
  );
}

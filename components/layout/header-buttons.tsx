import { BellIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon, type LucideIcon } from "lucide-react";
import type * as React from "react";

import { Button } from "@/components/ui/button";

// The header's overlay buttons, each one markup for its look-alike (before the overlay's
// code loads, components/ui/load-on-intent.tsx) and for the real trigger that takes its place.
type TriggerProps = React.ComponentProps<typeof Button>;

/** A ghost icon button, named `label`, that opens a dialog (a sheet, a popover). */
function dialogButton(Icon: LucideIcon, label: string, className: string) {
  return function DialogButton(props: TriggerProps) {
    return (
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        {...props}
      >
        <Icon aria-hidden="true" />
      </Button>
    );
  };
}

/** Opens the sidebar's sheet below 1024 px (./mobile-nav.tsx). */
export const MenuButton = dialogButton(MenuIcon, "Open menu", "-ml-2 lg:hidden");

/** Opens the address lookup below `md` (./recipient-search.tsx). */
export const AddressLookupButton = dialogButton(SearchIcon, "Open address lookup", "md:hidden");

/** Opens the theme menu (./theme-toggle.tsx). */
export function ThemeButton(props: TriggerProps) {
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" aria-haspopup="menu" {...props}>
      {/* CSS picks the icon, so server and client render the same markup. */}
      <SunIcon className="dark:hidden" aria-hidden="true" />
      <MoonIcon className="hidden dark:block" aria-hidden="true" />
    </Button>
  );
}

/** The count as the badge shows it: "9+" past nine. */
export const unreadBadge = (n: number) => (n > 9 ? "9+" : String(n));

/** The bell's button: one markup for the look-alike and the popover's trigger. */
export function BellButton({
  unread,
  ...props
}: { unread: number } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"}
      aria-haspopup="dialog"
      {...props}
    >
      <BellIcon aria-hidden="true" />
      {unread > 0 && (
        <span
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-none font-semibold text-white tabular-nums dark:bg-red-300 dark:text-red-950"
          data-testid="unread-count"
          aria-hidden="true"
        >
          {unreadBadge(unread)}
        </span>
      )}
    </Button>
  );
}

"use client";

import { MoonIcon, SunIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { LoadOnIntent } from "@/components/ui/load-on-intent";

const loadMenu = () => import("./theme-menu").then((m) => m.ThemeMenu);

/** The theme button; its menu (Radix) loads when someone reaches for it (components/ui/load-on-intent.tsx). */
export function ThemeToggle() {
  return (
    <LoadOnIntent
      load={loadMenu}
      props={{}}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Change theme" aria-haspopup="menu">
          {/* CSS picks the icon, so server and client render the same markup. */}
          <SunIcon className="dark:hidden" aria-hidden="true" />
          <MoonIcon className="hidden dark:block" aria-hidden="true" />
        </Button>
      }
    />
  );
}

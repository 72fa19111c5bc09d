"use client";

import { MenuIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { LoadOnIntent } from "@/components/ui/load-on-intent";

const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);

/**
 * Below 1024 px the sidebar lives in a sheet opened from the header; the sheet
 * (Radix dialog) loads when someone reaches for its button (components/ui/load-on-intent.tsx).
 */
export function MobileNav({ permissions }: { permissions: readonly string[] }) {
  return (
    <LoadOnIntent
      load={loadSheet}
      props={{ permissions }}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
        >
          <MenuIcon aria-hidden="true" />
        </Button>
      }
    />
  );
}

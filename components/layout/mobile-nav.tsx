"use client";

import { LoadOnIntent } from "@/components/ui/load-on-intent";

import { MenuButton } from "./header-buttons";

const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);

/**
 * Below 1024 px the sidebar lives in a sheet opened from the header; the sheet
 * (Radix dialog) loads when someone reaches for its button (components/ui/load-on-intent.tsx).
 */
export function MobileNav({ permissions }: { permissions: readonly string[] }) {
  return <LoadOnIntent load={loadSheet} props={{ permissions }} trigger={<MenuButton />} />;
}

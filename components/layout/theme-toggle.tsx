"use client";

import { LoadOnIntent } from "@/components/ui/load-on-intent";

import { ThemeButton } from "./header-buttons";

const loadMenu = () => import("./theme-menu").then((m) => m.ThemeMenu);

/** The theme button; its menu (Radix) loads when someone reaches for it (components/ui/load-on-intent.tsx). */
export function ThemeToggle() {
  return <LoadOnIntent load={loadMenu} props={{}} trigger={<ThemeButton />} />;
}

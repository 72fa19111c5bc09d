"use client";

import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

import { Brand } from "./brand";
import { MenuButton } from "./header-buttons";
import { SidebarNav } from "./sidebar-nav";

/** The sheet itself, loaded when someone reaches for the menu button (./mobile-nav.tsx). */
export function MobileNavSheet({
  permissions,
  open,
  onOpenChange,
  focusTrigger,
}: { permissions: readonly string[] } & OnIntentProps) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <MenuButton ref={triggerRef} />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Sections of the Messaging Console</SheetDescription>
        <div className="flex h-14 items-center border-b px-5">
          <Brand onNavigate={close} />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav permissions={permissions} onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}

"use client";

import { MenuIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

import { Brand } from "./brand";
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
        <Button
          ref={triggerRef}
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label="Open menu"
        >
          <MenuIcon aria-hidden="true" />
        </Button>
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

"use client";

import { MenuIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";

import { Brand } from "./brand";
import { SidebarNav } from "./sidebar-nav";

/** Below 1024 px the sidebar lives in a sheet opened from the header. */
export function MobileNav({ permissions }: { permissions: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" aria-label="Open menu">
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

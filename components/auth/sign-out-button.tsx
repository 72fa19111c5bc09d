"use client";

import { LogOutIcon } from "lucide-react";
import { signOut } from "next-auth/react";

import { Button } from "@/components/ui/button";
import { forgetConsoleData } from "@/lib/browser-storage";

/** Sign out (the session ends on the server too) and forget what the console kept in this browser. */
export function signOutEverywhereHere(): void {
  forgetConsoleData();
  void signOut({ callbackUrl: "/login" });
}

export function SignOutButton() {
  return (
    <Button variant="ghost" size="sm" onClick={signOutEverywhereHere}>
      <LogOutIcon aria-hidden="true" />
      Sign out
    </Button>
  );
}

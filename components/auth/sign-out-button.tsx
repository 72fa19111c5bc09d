"use client";

import { LogOutIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/auth/auth-client";
import { forgetConsoleData } from "@/lib/auth/browser-storage";

/** Sign out (the session ends on the server too) and forget what the console kept in this browser. */
export function signOutEverywhereHere(): void {
  forgetConsoleData();
  void signOut("/login");
}

export function SignOutButton() {
  return (
    <Button variant="ghost" size="sm" onClick={signOutEverywhereHere}>
      <LogOutIcon aria-hidden="true" />
      Sign out
    </Button>
  );
}

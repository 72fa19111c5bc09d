"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";

import { CodeForm } from "./code-form";

/** Turning one's own second factor off: a current code (or a recovery code) first. */
export function TwoFactorOff() {
  const [asked, setAsked] = useState(false);
  if (!asked)
    return (
      <Button variant="outline" onClick={() => setAsked(true)}>
        Turn off two-factor sign-in
      </Button>
    );
  return (
    <CodeForm
      path="/api/account/two-factor"
      method="DELETE"
      recovery
      destructive
      submitLabel="Turn off"
      busyLabel="Turning off…"
      onDone={() => window.location.reload()}
    />
  );
}

"use client";

import { CodeForm } from "./code-form";

/** A single sign-on's second step: the code, then on to the page asked for. */
export function TwoFactorVerify({ next }: { next: string }) {
  return (
    <CodeForm
      path="/api/account/two-factor/verify"
      method="POST"
      recovery
      submitLabel="Continue"
      busyLabel="Checking…"
      onDone={() => window.location.assign(next)}
    />
  );
}

"use client";

import type { ErrorBoundaryProps } from "@/components/layout/error-boundary-props";
import { ErrorState } from "@/components/ui/error-state";

// Inside the console the shell stays usable; the error's message and stack are
// never shown, only the digest that matches the server log entry.
export default function ConsoleError({ error, reset }: ErrorBoundaryProps) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <ErrorState
        message="This page could not be shown. Please try again; if it keeps happening, contact support."
        onRetry={reset}
      />
      {error.digest && (
        <p className="text-center text-xs text-muted-foreground">Reference: {error.digest}</p>
      )}
    </div>
  );
}

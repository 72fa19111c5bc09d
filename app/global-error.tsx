"use client";

import "./globals.css";

import type { ErrorBoundaryProps } from "@/components/layout/error-boundary-props";

// Replaces the root layout when it fails, so it brings its own <html> and no
// providers; the error's details are never shown.
export default function GlobalError({ error, reset }: ErrorBoundaryProps) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-background p-6 font-sans text-foreground">
        <main className="flex max-w-md flex-col items-center gap-3 text-center">
          <title>Something went wrong · Messaging Console</title>
          <h1 className="text-xl font-semibold">Something went wrong</h1>
          <p className="text-sm text-muted-foreground">
            The console could not be shown. Please try again; if it keeps happening, contact
            support.
          </p>
          {error.digest && (
            <p className="text-xs text-muted-foreground">Reference: {error.digest}</p>
          )}
          <button
            type="button"
            onClick={reset}
            className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
          >
            Retry
          </button>
        </main>
      </body>
    </html>
  );
}

"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";

import type { ErrorBoundaryProps } from "./error-boundary-props";

// The error's message and stack are never shown: they may carry internals.
// `digest` lets support match the server log entry.
/** The root error boundary's page (app/error.tsx loads it when an error happens). */
export function PageError({ error, reset }: ErrorBoundaryProps) {
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col justify-center gap-4 px-6"
    >
      <h1 className="sr-only">Something went wrong</h1>
      <ErrorState
        message="This page could not be shown. Please try again; if it keeps happening, contact support."
        onRetry={reset}
      />
      <div className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
        {error.digest && <p>Reference: {error.digest}</p>}
        <Button asChild variant="link" size="sm">
          <Link href="/">Go to the overview</Link>
        </Button>
      </div>
    </main>
  );
}

"use client";

import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";

import { errorMessage } from "@/lib/queries/api-client";
import { cn } from "@/lib/utils";

import { Button } from "./button";

/** A query (React Query's result, or anything shaped like it) that a Retry button can load again. */
interface Retryable {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A Retry button's props for a query: `onRetry` loads it again, `retrying` while it does. */
function retryOf(query: Pick<Retryable, "isFetching" | "refetch">) {
  return { onRetry: () => void query.refetch(), retrying: query.isFetching };
}

/** A DataTable's failure props for a query: its error in words (or null) and Retry. */
function failureOf(query: Retryable) {
  return { error: query.isError ? errorMessage(query.error) : null, ...retryOf(query) };
}

/** The small outline button that loads something again, its icon spinning while it does. */
function RetryButton({
  onRetry,
  retrying = false,
  children = "Retry",
}: {
  onRetry: () => void;
  retrying?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
      <RotateCwIcon className={cn(retrying && "animate-spin")} aria-hidden="true" />
      {children}
    </Button>
  );
}

/**
 * A failed load: a message a person can act on and a Retry button. Never pass
 * raw error details or stack traces as `message`.
 */
function ErrorState({
  title = "Something went wrong",
  message = "The data could not be loaded. Please try again.",
  onRetry,
  retrying = false,
  className,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-status-danger/30 bg-status-danger/5 px-6 py-10 text-center",
        className,
      )}
    >
      <TriangleAlertIcon className="size-6 text-status-danger" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      </div>
      {onRetry && <RetryButton onRetry={onRetry} retrying={retrying} />}
    </div>
  );
}

export { ErrorState, failureOf, RetryButton, retryOf };

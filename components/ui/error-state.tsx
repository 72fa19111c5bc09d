"use client";

import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

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
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon className={cn(retrying && "animate-spin")} aria-hidden="true" />
          Retry
        </Button>
      )}
    </div>
  );
}

export { ErrorState };

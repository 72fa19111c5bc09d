"use client";

import { TriangleAlertIcon, type LucideIcon } from "lucide-react";
import type * as React from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";

/** A list's empty state. */
export interface TableEmpty {
  title: string;
  description?: React.ReactNode;
  icon?: LucideIcon;
  /** a way out, e.g. "Clear filters" */
  action?: React.ReactNode;
}

/**
 * What a list shows instead of its table: the error (with Retry), a skeleton while
 * the first page loads, or its empty state; null when the table has rows to show.
 */
export function tableState({
  error,
  onRetry,
  retrying,
  rows,
  label,
  empty,
}: {
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  rows: readonly unknown[] | undefined;
  label: string;
  empty?: TableEmpty;
}) {
  if (error) return <ErrorState message={error} onRetry={onRetry} retrying={retrying} />;
  if (rows === undefined) return <TableSkeleton label={label} />;
  if (rows.length === 0 && empty)
    return (
      <EmptyState
        title={empty.title}
        description={empty.description}
        icon={empty.icon}
        action={empty.action}
      />
    );
  return null;
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="grid gap-2"
      aria-busy="true"
      aria-label={`Loading ${label.toLowerCase()}`}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Over the table: how many records of the upstream's reply could not be read. */
export function UnreadableNotice({ count }: { count: number }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <TriangleAlertIcon className="size-4 shrink-0 text-status-warning" aria-hidden="true" />
      {count === 1
        ? "1 record in the Messaging API's answer could not be read and is not shown."
        : `${count} records in the Messaging API's answer could not be read and are not shown.`}
    </p>
  );
}

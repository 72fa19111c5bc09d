"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowRightIcon, TriangleAlertIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RetryButton, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { cn } from "@/lib/utils";

/**
 * One overview tile: a titled card linking to its page, showing its own query's
 * loading, error (with Retry) or data — tiles load independently.
 */
export function OverviewTile<T>({
  title,
  icon: Icon,
  href,
  linkLabel,
  query,
  skeletonRows = 3,
  tone,
  bodyClassName,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  href: string;
  /** names the link, e.g. "All campaigns" */
  linkLabel: string;
  query: UseQueryResult<T>;
  skeletonRows?: number;
  /** a tile that needs attention */
  tone?: "danger";
  /** the body's height while loading and after (e.g. "min-h-72"), so nothing shifts */
  bodyClassName?: string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = `tile-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      aria-busy={query.isPending || undefined}
      className={cn(
        "min-w-0 gap-4 py-5",
        tone === "danger" && "border-status-danger/50 bg-status-danger/5",
        className,
      )}
    >
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle id={headingId} className="flex items-center gap-2 text-base">
          <Icon
            className={cn(
              "size-4 text-muted-foreground",
              tone === "danger" && "text-status-danger",
            )}
            aria-hidden="true"
          />
          {title}
        </CardTitle>
        <Button asChild variant="ghost" size="sm" className="-my-1 text-muted-foreground">
          <Link href={href}>
            {linkLabel}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className={cn("px-5", bodyClassName)}>
        {query.isPending ? (
          <div className="grid gap-2">
            {Array.from({ length: skeletonRows }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <TriangleAlertIcon className="size-4 text-status-danger" aria-hidden="true" />
            <span className="min-w-0 flex-1">{errorMessage(query.error)}</span>
            <RetryButton {...retryOf(query)} />
          </div>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}

/** A big figure with its label, e.g. "1,204 sent today". */
export function Figure({
  value,
  label,
  className,
}: {
  value: ReactNode;
  label: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-0.5", className)}>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}

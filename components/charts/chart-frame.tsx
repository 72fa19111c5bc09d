"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { chartColor } from "@/lib/theme-tokens";
import { cn } from "@/lib/utils";

// recharts is large: it loads after the page, not with it (pages import their chart
// components through next/dynamic for the same reason). Through a module of its own:
// see ./responsive-container.ts.
const ResponsiveContainer = dynamic(
  () => import("./responsive-container").then((m) => m.ResponsiveContainer),
  { ssr: false },
);

/**
 * The one chart container: a card with a title, a fixed-height plot (so the page
 * does not shift when data arrives) and a text summary for screen readers.
 * Colours come from the theme tokens (`chartColor`, `statusColor`), never literals.
 */
export function ChartFrame({
  title,
  description,
  summary,
  height = 260,
  loading = false,
  empty,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** what the chart shows, in words (read by screen readers instead of the SVG) */
  summary: string;
  height?: number;
  loading?: boolean;
  /** shown instead of the plot when there is nothing to draw */
  empty?: string | null;
  actions?: ReactNode;
  className?: string;
  /** a single recharts chart element */
  children: ReactNode;
}) {
  return (
    <Card className={cn("gap-4 py-5", className)}>
      <CardHeader className="px-5">
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {actions && <div data-slot="card-action">{actions}</div>}
      </CardHeader>
      <CardContent className="px-3 sm:px-5">
        {loading ? (
          <Skeleton
            role="status"
            style={{ height }}
            className="w-full"
            aria-label={`Loading ${title}`}
          />
        ) : empty ? (
          <div
            style={{ height }}
            className="flex items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground"
          >
            {empty}
          </div>
        ) : (
          <figure style={{ height }} className="m-0 w-full" aria-label={`${title}: ${summary}`}>
            {/* not aria-hidden: recharts' keyboard layer makes the plot focusable */}
            <ResponsiveContainer width="100%" height="100%" minWidth={0}>
              {children as React.ReactElement}
            </ResponsiveContainer>
            <figcaption className="sr-only">{summary}</figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

/** Shared axis, grid and tooltip styling so every chart reads alike in both themes. */
export const chartStyle = {
  axis: {
    stroke: "var(--muted-foreground)",
    fontSize: 12,
    tickLine: false,
    axisLine: false,
  },
  grid: { stroke: "var(--border)", strokeDasharray: "3 3", vertical: false },
  tooltip: {
    contentStyle: {
      background: "var(--popover)",
      color: "var(--popover-foreground)",
      border: "1px solid var(--border)",
      borderRadius: 8,
      fontSize: 12,
    },
    labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
    itemStyle: { color: "var(--popover-foreground)" },
    cursor: { fill: "var(--muted)", opacity: 0.5 },
  },
  /** no animation: large series render at once and tests see the final state */
  animation: false,
} as const;

export { chartColor };

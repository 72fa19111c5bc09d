import type { ComponentProps } from "react";

import { Skeleton } from "@/components/ui/skeleton";

/**
 * A lazily loaded chart's place while its recharts chunk loads, `height` px tall:
 * a chart card's measured height, so little below moves when it arrives.
 * Imports no recharts (it ships with the page).
 */
export function ChartPlaceholder({
  height,
  ...props
}: { height: number } & Omit<ComponentProps<typeof Skeleton>, "style">) {
  return <Skeleton style={{ height }} {...props} />;
}

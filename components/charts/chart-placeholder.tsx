import type { ComponentProps } from "react";

import { Skeleton } from "@/components/ui/skeleton";

/**
 * A lazily loaded chart's place while its recharts chunk loads, `height` px tall:
 * the same number the loaded chart gives its ChartFrame as `reserve`, so nothing
 * below moves when it arrives. Imports no recharts (it ships with the page).
 */
export function ChartPlaceholder({
  height,
  ...props
}: { height: number } & Omit<ComponentProps<typeof Skeleton>, "style">) {
  return <Skeleton style={{ height }} {...props} />;
}

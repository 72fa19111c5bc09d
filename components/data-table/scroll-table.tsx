import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * A table that scrolls sideways on narrow screens inside a focusable region, so
 * keyboard users can scroll it too (the shared Table's own scroller is not
 * focusable): for tables with nothing focusable in them.
 */
export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label} (scrollable)`}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <table aria-label={label} className="w-full caption-bottom text-sm">
        {children}
      </table>
    </div>
  );
}
